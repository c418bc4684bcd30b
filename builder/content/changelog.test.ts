import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { releaseFiles, renderReleaseMarkdown } from "./changelog";
import { ContentError } from "./load-content";

const placeholder = "https://www.example.com";
let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

const note = (front: Record<string, string>, body = "What changed.\n") =>
  `---\n${Object.entries(front)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n")}\n---\n\n${body}`;

const release = (version: string, extra: Record<string, string> = {}) =>
  note({
    title: `Release ${version}`,
    summary: "One line on it.",
    version: `"${version}"`,
    date: "2026-11-18",
    kind: "new",
    ...extra,
  });

/** A content folder with these release notes, by locale and file name. */
function withNotes(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), "changelog-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

const problemsOf = (locales: ("en" | "de")[] = ["en"], siteUrl = placeholder) => {
  try {
    releaseFiles(locales, { root, siteUrl });
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems.map(({ file, line, key, message }) => ({ file, line, key, message }));
  }
};

describe("the changelog's release notes", () => {
  it("reads the releases newest first, each at its version's address", () => {
    withNotes({
      "en/changelog/4.9.md": release("4.9", { date: "2026-09-01" }),
      "en/changelog/4.10.md": release("4.10", { date: "2026-10-01" }),
      "en/changelog/4.10.1.md": release("4.10.1", { date: "2026-10-01" }),
    });
    const en = releaseFiles(["en"], { root, siteUrl: placeholder }).get("en")!;
    expect(en.map((each) => each.version)).toEqual(["4.10.1", "4.10", "4.9"]);
    expect(en[0]).toMatchObject({ path: "/changelog/4.10.1", lang: "en", translated: true });
  });

  it("shows the English note where a language has none, and says it is English", () => {
    withNotes({
      "en/changelog/4.12.md": release("4.12"),
      "en/changelog/4.11.md": release("4.11", { date: "2026-10-21" }),
      "de/changelog/4.12.md": release("4.12", { title: "Version 4.12 auf Deutsch" }),
    });
    const de = releaseFiles(["en", "de"], { root, siteUrl: placeholder }).get("de")!;
    expect(de.map(({ version, lang, translated }) => ({ version, lang, translated }))).toEqual([
      { version: "4.12", lang: "de", translated: true },
      { version: "4.11", lang: "en", translated: false },
    ]);
    expect(de[0]!.alternates).toEqual({ en: "/changelog/4.12", de: "/de/changelog/4.12" });
    // Only its real translations: the English page is the one to find.
    expect(de[1]!.alternates).toEqual({ en: "/changelog/4.11" });
    expect(de[1]!.path).toBe("/de/changelog/4.11");
  });

  it("stops on a bad date, naming the file, line and field", () => {
    withNotes({ "en/changelog/4.12.md": release("4.12", { date: "2026-02-30" }) });
    expect(problemsOf()).toEqual([
      {
        file: expect.stringMatching(/en\/changelog\/4\.12\.md$/),
        line: 5,
        key: "date",
        message: "This date does not exist.",
      },
    ]);
  });

  it("stops on an unknown kind, a version that is not the file's, and a file that is no version", () => {
    withNotes({
      "en/changelog/4.12.md": release("4.12", { kind: "breaking" }),
      "en/changelog/4.13.md": release("4.14"),
      "en/changelog/latest.md": release("4.15"),
    });
    const problems = problemsOf();
    expect(problems.map(({ key, line }) => ({ key, line }))).toEqual([
      { key: "kind", line: 6 },
      { key: "version", line: 4 },
      { key: "(the file name)", line: 1 },
    ]);
    expect(problems[1]!.message).toMatch(/4\.13/);
  });

  it("names a missing field", () => {
    withNotes({ "en/changelog/4.12.md": note({ title: "x", version: '"4.12"' }) });
    expect(problemsOf().map(({ key, message }) => ({ key, message }))).toEqual([
      { key: "summary", message: "missing: every release note needs it" },
      { key: "date", message: "missing: every release note needs it" },
      { key: "kind", message: "missing: every release note needs it" },
    ]);
  });

  it("refuses a sample note in a build for a real SITE_URL, and keeps it in a preview", () => {
    withNotes({ "en/changelog/4.12.md": release("4.12", { sample: "true" }) });
    expect(problemsOf(["en"], placeholder)).toEqual([]);
    const [problem] = problemsOf(["en"], "https://observability.example.org");
    expect(problem).toMatchObject({ key: "sample", line: 7 });
    expect(problem!.message).toMatch(/real SITE_URL/);
  });
});

describe("a release note's Markdown", () => {
  it("renders lists, code and links, headings under the page's title, and no raw HTML", () => {
    const html = renderReleaseMarkdown(
      "# Upgrade\n\n- `helm upgrade`\n- [docs](https://example.com)\n\n<script>alert(1)</script>\n",
    );
    expect(html).toContain("<h2>Upgrade</h2>");
    expect(html).toContain("<code>helm upgrade</code>");
    expect(html).toContain('<a href="https://example.com">docs</a>');
    expect(html).not.toContain("<script>");
  });
});
