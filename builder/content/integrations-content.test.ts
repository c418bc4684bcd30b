// The integrations catalog's content, held to its schema at build time: a bad entry stops the
// build naming the file, the line and the field.
import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError, contentRoot, loadContent } from "./load-content";

interface Catalog {
  integrations: Record<string, unknown>[];
}

/** A copy of the real content with one locale's catalog changed. */
async function withCatalog(locale: string, edit: (catalog: Catalog) => void) {
  const root = await mkdtemp(join(tmpdir(), "integrations-"));
  await cp(contentRoot, root, { recursive: true });
  const file = join(root, locale, "integrations.json");
  const catalog = JSON.parse(await readFile(file, "utf8")) as Catalog;
  edit(catalog);
  await writeFile(file, `${JSON.stringify(catalog, null, 2)}\n`);
  return { root, text: await readFile(file, "utf8") };
}

/** The 1-based line of the n-th occurrence of `needle` in a file's text. */
function lineOf(text: string, needle: string, occurrence = 1): number {
  let at = -1;
  for (let found = 0; found < occurrence; found += 1) at = text.indexOf(needle, at + 1);
  return text.slice(0, at).split("\n").length;
}

async function problemsOf(root: string): Promise<string> {
  const error = await loadContent(["en", "de", "ja"], root).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ContentError);
  return (error as ContentError).message;
}

describe("the integrations catalog's content", () => {
  it("has at least forty integrations, each in a category, in every locale alike", async () => {
    const { content } = await loadContent(["en", "de", "ja"]);
    expect(content.en.integrations.integrations.length).toBeGreaterThanOrEqual(40);
    const facts = (locale: "en" | "de" | "ja") =>
      content[locale].integrations.integrations.map(({ id, category }) => `${id}:${category}`);
    expect(facts("de")).toEqual(facts("en"));
    expect(facts("ja")).toEqual(facts("en"));
  });

  it("stops on an entry without a category, naming the file, line and field", async () => {
    const { root, text } = await withCatalog("en", (catalog) => {
      delete catalog.integrations[3]!.category;
    });
    const message = await problemsOf(root);
    // The entry's line: the one its object opens on, just above its "id".
    const line = lineOf(text, '"id"', 4) - 1;
    expect(message).toMatch(
      new RegExp(
        `en/integrations\\.json:${line} integrations\\.3\\.category: Every integration needs a category`,
      ),
    );
    // Reported once, against the English file: not again as a translation's difference.
    expect(message).not.toMatch(/the English file has "undefined"/);
  });

  it("stops on a category that does not exist, naming its line", async () => {
    const { root, text } = await withCatalog("en", (catalog) => {
      catalog.integrations[0]!.category = "mainframes";
    });
    expect(await problemsOf(root)).toMatch(
      new RegExp(
        `en/integrations\\.json:${lineOf(text, '"mainframes"')} integrations\\.0\\.category: one of languages`,
      ),
    );
  });

  it("stops on two entries with one id, and on a documentation link that is not https", async () => {
    const { root, text } = await withCatalog("en", (catalog) => {
      catalog.integrations[1]!.id = catalog.integrations[0]!.id;
      catalog.integrations[2]!.docs = "http://example.com/docs";
    });
    const message = await problemsOf(root);
    expect(message).toMatch(
      new RegExp(`integrations\\.json:${lineOf(text, '"id"', 2)} integrations\\.1\\.id: Another`),
    );
    expect(message).toMatch(
      new RegExp(
        `integrations\\.json:${lineOf(text, '"http://example.com/docs"')} integrations\\.2\\.docs: A link`,
      ),
    );
  });

  it("stops on a translation that moves an integration to another category", async () => {
    const { root, text } = await withCatalog("de", (catalog) => {
      catalog.integrations[0]!.category = "databases";
    });
    expect(await problemsOf(root)).toMatch(
      new RegExp(
        `de/integrations\\.json:${lineOf(text, '"category": "databases"')} integrations\\.0\\.category: the English file has "languages"`,
      ),
    );
  });
});
