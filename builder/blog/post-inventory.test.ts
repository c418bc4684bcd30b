import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { FactsContent } from "../../src/content/facts-schema";
import { ContentError } from "../content/load-content";
import { postInventory } from "./post-inventory";

const cover = "cover:\n  image: /media/blog/x.svg\n  alt: A picture\n";
const post = (front: string) => `---\n${front}---\n\nThe text.\n`;
const valid = (extra = "", date = "2026-03-10") =>
  post(
    `title: A post\ndescription: What it says\ndate: ${date}\nauthor: Ada\ntags: [opentelemetry]\n${cover}${extra}`,
  );

/** A content folder with an English blog.json and the given posts. */
async function contentWith(posts: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "posts-"));
  await mkdir(join(root, "en", "blog"), { recursive: true });
  await writeFile(
    join(root, "en", "blog.json"),
    JSON.stringify({ tags: { opentelemetry: "OTel" } }),
  );
  for (const [name, text] of Object.entries(posts)) {
    await writeFile(join(root, "en", "blog", name), text);
  }
  return root;
}

function problems(root: string): string {
  try {
    postInventory(["en"], { root });
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).message;
  }
  throw new Error("no problem reported");
}

describe("postInventory", () => {
  it("states a post's facts from facts.json, marked while they are samples", async () => {
    const root = await contentWith({
      "claims.md": valid().replace("The text.", "Queries answer {fact:query-latency}."),
      "typo.md": valid().replace("The text.", "\nQueries answer {fact:query-speed}."),
    });
    const facts = JSON.parse(await readFile("content/en/facts.json", "utf8")) as FactsContent;
    await writeFile(join(root, "en", "facts.json"), JSON.stringify(facts));
    expect(problems(root)).toMatch(/typo\.md:1[0-9][^\n]*\{fact:query-speed\} names no fact/);
    await rm(join(root, "en", "blog", "typo.md"));
    const stated = () => postInventory(["en"], { root }).posts[0]!.markdown;
    expect(stated().trim()).toBe(`Queries answer ${facts.facts["query-latency"].phrase} (Sample).`);
    // One change in the facts' file changes every post that states the fact.
    facts.facts["query-latency"].phrase = "in 300 ms";
    facts.facts["query-latency"].source = {
      status: "verified",
      source: "Benchmark 2026-11",
      checkedOn: "2026-11-30",
    } as FactsContent["facts"]["query-latency"]["source"];
    await writeFile(join(root, "en", "facts.json"), JSON.stringify(facts));
    expect(stated().trim()).toBe("Queries answer in 300 ms.");
  });

  it("builds published posts newest first, and leaves drafts and future posts out", async () => {
    const root = await contentWith({
      "older.md": valid("", "2026-01-05"),
      "newer.md": valid("", "2026-02-01"),
      "draft.md": valid("draft: true\n"),
      "scheduled.md": valid("", "2026-06-01"),
    });
    const { posts, unpublished } = postInventory(["en"], {
      root,
      now: new Date("2026-05-01T00:00:00Z"),
    });
    expect(posts.map((p) => p.slug)).toEqual(["newer", "older"]);
    expect(unpublished.map((p) => [p.file.split("/").pop(), p.reason])).toEqual([
      ["draft.md", "draft"],
      ["scheduled.md", "scheduled"],
    ]);
  });

  it("stops on a missing title and a broken date, naming the file, line and field", async () => {
    const root = await contentWith({
      "broken.md": post(
        `description: d\ndate: 2026-13-45\nauthor: Ada\ntags: [opentelemetry]\n${cover}`,
      ),
      // A day the month does not have, which Date.parse would quietly move to March.
      "leap.md": post(
        `title: t\ndescription: d\ndate: 2026-02-29\nauthor: Ada\ntags: [opentelemetry]\n${cover}`,
      ),
    });
    const message = problems(root);
    expect(message).toMatch(/en\/blog\/broken\.md:2 title: missing/);
    expect(message).toMatch(/en\/blog\/broken\.md:3 date: This date does not exist/);
    expect(message).toMatch(/en\/blog\/leap\.md:4 date: This date does not exist/);
  });

  it("stops on a date in another format, a tag blog.json lacks and an update before the date", async () => {
    const root = await contentWith({
      "a.md": valid("", "10.03.2026"),
      "b.md": valid().replace("[opentelemetry]", "[tracing]"),
      "c.md": valid("updated: 2026-01-01\n"),
    });
    const message = problems(root);
    expect(message).toMatch(/a\.md:4 date: Write the date as YYYY-MM-DD/);
    expect(message).toMatch(
      /b\.md:6 tags\.0: "tracing" is not a tag of this language's blog\.json/,
    );
    expect(message).toMatch(/c\.md:10 updated: The update is dated before the post itself/);
  });

  it("refuses a file name that cannot be an address, and broken YAML", async () => {
    const root = await contentWith({
      "page.md": valid(),
      "Mixed Case.md": valid(),
      "yaml.md": "---\ntitle: [unclosed\n---\n",
    });
    const message = problems(root);
    expect(message).toMatch(/page\.md:1 \(the file name\)/);
    expect(message).toMatch(/Mixed Case\.md:1 \(the file name\)/);
    expect(message).toMatch(/yaml\.md:\d+ \(syntax\)/);
  });

  it("reads the repository's posts", () => {
    const { posts } = postInventory(["en", "de", "ja"]);
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.filter((p) => p.locale === "en").length).toBeGreaterThanOrEqual(3);
  });
});
