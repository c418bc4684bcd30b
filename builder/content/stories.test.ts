import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { blockProblems } from "./block-checks";
import { ContentError } from "./load-content";
import { storyFiles } from "./stories";

const placeholder = "https://www.example.com";
let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A content folder with the English sample story, `edit` applied to it. */
function withStory(edit: (story: Record<string, unknown>) => void) {
  root = mkdtempSync(join(tmpdir(), "stories-"));
  mkdirSync(join(root, "en", "customers"), { recursive: true });
  cpSync("content/media", join(root, "media"), { recursive: true });
  const story = JSON.parse(readFileSync("content/en/customers/northwind-bank.json", "utf8"));
  edit(story);
  writeFileSync(join(root, "en", "customers", "acme.json"), JSON.stringify(story, null, 2));
}

const problemsOf = (siteUrl = placeholder) => {
  try {
    storyFiles(["en"], { root, siteUrl });
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems.map(({ file, line, key, message }) => ({ file, line, key, message }));
  }
};

describe("customer stories", () => {
  it("reads a story at its address, with its logo", () => {
    withStory(() => {});
    const story = storyFiles(["en"], { root, siteUrl: placeholder }).get("en")![0]!;
    expect(story.path).toBe("/customers/acme");
    expect(story.svg).toMatch(/^<svg/);
  });

  it("stops on a story without permission, naming the file, line and field", () => {
    withStory((story) => delete story.permission);
    const [problem] = problemsOf();
    expect(problem).toMatchObject({ key: "permission", line: 1 });
    expect(problem!.file).toMatch(/en\/customers\/acme\.json$/);
    expect(problem!.message).toMatch(/permission/);
  });

  it("refuses a sample story in a build for a real SITE_URL", () => {
    withStory(() => {});
    const [problem] = problemsOf("https://observe.example.org");
    expect(problem).toMatchObject({ key: "permission.status" });
    expect(problem!.message).toMatch(/sample story/);
  });

  it("stops on a logo file that is not there", () => {
    withStory((story) => (story.logo = "nobody.svg"));
    expect(problemsOf()).toMatchObject([{ key: "logo", message: /no nobody\.svg/ }]);
  });

  it("stops on a block naming a story the page's language does not have", () => {
    withStory(() => {});
    const block = {
      type: "quotes" as const,
      title: "Quotes",
      stories: ["acme", "nobody"],
      quotes: [],
    };
    const problems = blockProblems([block], { root, realSite: false, locale: "en" });
    expect(problems.filter((problem) => problem.path[1] === "stories")).toEqual([
      { path: [0, "stories", 1], message: expect.stringMatching(/no story "nobody"/) as string },
    ]);
  });
});
