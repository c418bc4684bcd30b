import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError, contentRoot, loadContent } from "./load-content";

/** A copy of the real content files, to break. */
async function contentCopy(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "content-"));
  await cp(contentRoot, root, { recursive: true });
  return root;
}

async function editJson(
  file: string,
  edit: (data: Record<string, Record<string, unknown>>) => void,
) {
  const data = JSON.parse(await readFile(file, "utf8")) as Record<string, Record<string, unknown>>;
  edit(data);
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
}

/** The home page's blocks in a content file, to break one. */
const blocksOf = (data: Record<string, unknown>) => data.blocks as Record<string, unknown>[];

async function problemsOf(root: string) {
  const error = await loadContent(["en", "de", "ja"], root).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ContentError);
  return (error as ContentError).message;
}

describe("loadContent", () => {
  it("reads every locale's files as they are in the repository", async () => {
    const { content } = await loadContent(["en", "de", "ja"]);
    expect(content.en.home.blocks[0]).toMatchObject({
      type: "hero",
      title: "Modern Systems, Modern Observability",
    });
    expect(Object.keys(content)).toEqual(["en", "de", "ja"]);
  });

  it("stops on a German key that is missing, naming the file, line and key", async () => {
    const root = await contentCopy();
    const file = join(root, "de", "home.json");
    await editJson(file, (data) => delete blocksOf(data)[0]!.title);
    const message = await problemsOf(root);
    expect(message).toMatch(/de\/home\.json:\d+ blocks\.0\.title: missing in Deutsch \(de\)/);
  });

  it("stops on a key the English file does not have", async () => {
    const root = await contentCopy();
    await editJson(join(root, "ja", "common.json"), (data) => (data.nav!.blog = "ブログ"));
    expect(await problemsOf(root)).toMatch(
      /ja\/common\.json:\d+ nav\.blog: not in the English file/,
    );
  });

  it("stops on a text over its maximum length, and on a broken file, with their lines", async () => {
    const root = await contentCopy();
    await editJson(join(root, "en", "home.json"), (data) => {
      blocksOf(data)[0]!.title = "x".repeat(81);
    });
    await writeFile(join(root, "de", "not-found.json"), '{\n  "meta": {\n    "title": "x",\n');
    const message = await problemsOf(root);
    expect(message).toMatch(
      /en\/home\.json:\d+ blocks\.0\.title: At most 80 characters; this text has 81/,
    );
    expect(message).toMatch(/de\/not-found\.json:\d+ \(syntax\)/);
  });

  it("stops on a home page without a section the header links to, in every locale", async () => {
    const root = await contentCopy();
    for (const locale of ["en", "de", "ja"]) {
      await editJson(join(root, locale, "home.json"), (data) => {
        blocksOf(data)[2]!.anchor = "capabilities";
      });
    }
    const message = await problemsOf(root);
    expect(message).toMatch(
      /ja\/home\.json:\d+ blocks: the home page has no features block with the anchor "features", which the header links to/,
    );
  });

  it("stops on a legal page without a block the law asks for, or with one twice", async () => {
    const root = await contentCopy();
    await editJson(join(root, "en", "imprint.json"), (data) => {
      const blocks = blocksOf(data);
      blocks.splice(
        blocks.findIndex((block) => block.type === "operator"),
        1,
      );
    });
    await editJson(join(root, "en", "privacy.json"), (data) => {
      const blocks = blocksOf(data);
      blocks.push(blocks.find((block) => block.type === "japan")!);
    });
    const message = await problemsOf(root);
    expect(message).toMatch(
      /en\/imprint\.json:\d+ blocks: the "operator" block is missing: § 5 DDG asks for the operator's name/,
    );
    expect(message).toMatch(
      /en\/privacy\.json:\d+ blocks\.\d+\.type: a second "japan" block: the page has one/,
    );
  });

  it("stops on a text that drops a placeholder the site fills in", async () => {
    const root = await contentCopy();
    await editJson(join(root, "de", "common.json"), (data) => {
      (data.footer as Record<string, string>).socialLink = "Folgen Sie uns";
    });
    expect(await problemsOf(root)).toMatch(/footer\.socialLink: Keep \{brand\} in the text/);
  });
});
