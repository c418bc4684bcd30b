import { mkdtemp, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { homeSections } from "../../src/content/home.ts";
import { isBlogPage } from "../../src/site-pages";
import { loadContent } from "../content/load-content";
import { builtPages } from "../pages";
import { writeAgentFiles } from "./agent-files";
import { parseLlmsTxt } from "./llms-txt";

const { content } = await loadContent(["en", "de"]);
const site = {
  name: "Acme",
  url: "https://acme.io",
  email: "sales@acme.io",
  videoId: "dQw4w9WgXcQ",
  social: [],
  year: 2026,
};
// The site's own kinds the stand-ins below write a heading for: composed pages are
// builder/content/composed-pages.test.ts's; the legal pages', the catalog's and the trust
// center's twins are tested by their renderers, the customer stories' and the changelog's by
// the browser suite (e2e/customers.spec.ts, e2e/changelog.spec.ts).
const ownTests = new Set([
  "imprint",
  "privacy",
  "integrations",
  "trust",
  "customers-index",
  "customer-story",
  "changelog-index",
  "release",
]);
const pages = builtPages(["en", "de"]).filter(
  (page) => !isBlogPage(page.id) && !page.composed && !ownTests.has(page.id),
);
let dir = "";

afterEach(() => rm(dir, { recursive: true, force: true }));

/** Stand-ins for the prerendered pages: their head links and headings. */
async function writePages(extraHeading = "", head = true) {
  dir = await mkdtemp(join(tmpdir(), "agent-files-"));
  for (const page of pages.filter((candidate) => candidate.status === 200)) {
    const copy = content[page.locale];
    const title = page.id === "home" ? homeSections(copy.home).hero.title : copy.contact.page.title;
    const twin = `https://acme.io${page.path}${page.path.endsWith("/") ? "" : "/"}index.md`;
    const llms = `https://acme.io${page.locale === "en" ? "" : `/${page.locale}`}/llms.txt`;
    const links = head
      ? `<link rel="alternate" type="text/markdown" href="${twin}"/>` +
        `<link rel="describedby" href="${llms}"/>`
      : "";
    await mkdir(join(dir, page.file, ".."), { recursive: true });
    await writeFile(
      join(dir, page.file),
      `<html><head>${links}</head><body><h1>${title}</h1>${extraHeading}</body></html>`,
    );
  }
}

// The site's own pages only: the blog's twins are tested through their renderers.
const noBlog = { contentOf: () => undefined, markdownOf: async () => undefined };

describe("writeAgentFiles", () => {
  it("writes a twin beside every page and an llms.txt per locale", async () => {
    await writePages();
    const written = await writeAgentFiles({ clientDir: dir, pages, content, site, blog: noBlog });
    expect(written.twins.map((twin) => twin.path)).toEqual([
      "/index.md",
      "/contact/index.md",
      "/de/index.md",
      "/de/contact/index.md",
    ]);
    expect(written.llms).toEqual(["/llms.txt", "/de/llms.txt"]);
    const german = parseLlmsTxt(await readFile(join(dir, "de/llms.txt"), "utf8"));
    expect(german.sections.map((section) => section.links.map((link) => link.url))).toEqual([
      ["https://acme.io/de/index.md", "https://acme.io/de/contact/index.md"],
      ["https://acme.io/llms.txt"],
    ]);
  });

  it("stops the build on a heading of the page its twin lacks", async () => {
    await writePages("<h2>Pricing</h2>");
    await expect(
      writeAgentFiles({ clientDir: dir, pages, content, site, blog: noBlog }),
    ).rejects.toThrow(/\/contact: the heading "Pricing" is not in \/contact\/index\.md/);
  });

  it("stops the build on a page whose head does not point at its twin and llms.txt", async () => {
    await writePages("", false);
    await expect(
      writeAgentFiles({ clientDir: dir, pages, content, site, blog: noBlog }),
    ).rejects.toThrow(
      /\/de\/: no <link rel="alternate" type="text\/markdown" href="https:\/\/acme\.io\/de\/index\.md">/,
    );
  });
});
