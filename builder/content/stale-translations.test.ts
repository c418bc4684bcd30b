import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { LoadedSource } from "./load-content";
import { parseSource } from "./source-positions";
import { parseLinePorcelain, staleTranslations } from "./stale-translations";

describe("parseLinePorcelain", () => {
  it("reads each line's committer time, and now for lines not committed yet", () => {
    const sha = "a".repeat(40);
    const output = [
      `${sha} 1 1 1`,
      "committer-time 1700000000",
      "\tline one",
      `${"0".repeat(40)} 2 2 1`,
      "committer-time 1",
      "\tline two",
    ].join("\n");
    const [first, second] = parseLinePorcelain(output);
    expect(first).toBe(1_700_000_000);
    expect(second).toBeGreaterThan(1_700_000_000);
  });
});

describe("staleTranslations", () => {
  const git = (cwd: string, ...args: string[]) =>
    execFileSync("git", ["-c", "user.name=T", "-c", "user.email=t@example.com", ...args], {
      cwd,
      stdio: "pipe",
      env: { ...process.env, GIT_COMMITTER_DATE: "2026-01-01T00:00:00Z" },
    });

  function source(root: string, locale: "en" | "de", text: string): LoadedSource {
    const file = join(root, locale, "home.json");
    writeFileSync(file, text);
    return { locale, name: "home", file, source: parseSource(text) };
  }

  it("lists a translation whose English text changed after it, and only that one", async () => {
    const root = mkdtempSync(join(tmpdir(), "stale-"));
    for (const locale of ["en", "de"]) mkdirSync(join(root, locale));
    git(root, "init", "-q");
    source(root, "en", '{\n  "a": "One",\n  "b": "Two"\n}\n');
    source(root, "de", '{\n  "a": "Eins",\n  "b": "Zwei"\n}\n');
    git(root, "add", ".");
    git(root, "commit", "-qm", "content");

    const english = source(root, "en", '{\n  "a": "One",\n  "b": "Two, changed"\n}\n');
    const german = source(root, "de", '{\n  "a": "Eins",\n  "b": "Zwei"\n}\n');
    const stale = await staleTranslations([english, german]);
    expect(stale.map(({ key, line, changed }) => ({ key, line, changed }))).toEqual([
      { key: "b", line: 3, changed: null },
    ]);
  });
});
