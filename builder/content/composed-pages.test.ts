import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { composedPageFiles, pathCollision } from "./composed-pages";
import { ContentError } from "./load-content";

const placeholder = "https://www.example.com";
let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

const sample = { status: "sample", note: "Until a customer approves." };
const hero = { type: "hero", eyebrow: "New", title: "A page", subtitle: "Its lead.", cta: "Book" };
const quotes = (permission?: object) => ({
  type: "quotes",
  title: "What customers say",
  quotes: [
    {
      quote: "It works.",
      person: "Ada Lovelace",
      role: "CTO",
      company: "Acme",
      ...(permission ? { permission } : {}),
    },
  ],
});

function page(overrides: Record<string, unknown> = {}) {
  return {
    path: "/landing",
    head: {
      title: "Landing",
      description: "A landing page.",
      cardTitle: "Landing",
      cardText: "A card.",
    },
    noindex: false,
    inFooter: false,
    blocks: [hero, quotes(sample)],
    ...overrides,
  };
}

/** A content folder with these pages (file name to data) in English. */
function write(pages: Record<string, unknown>, locale = "en") {
  root ||= mkdtempSync(join(tmpdir(), "composed-"));
  mkdirSync(join(root, locale, "pages"), { recursive: true });
  for (const [name, data] of Object.entries(pages)) {
    writeFileSync(join(root, locale, "pages", `${name}.json`), JSON.stringify(data, null, 2));
  }
}

/** The problems the build stops with, as `file:line key: message` without the folder. */
function problems(siteUrl = placeholder): string[] {
  try {
    composedPageFiles(["en", "de"], { root, siteUrl });
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems.map(
      (p) => `${p.file.slice(p.file.indexOf("/en/") + 1)} ${p.key}: ${p.message}`,
    );
  }
}

describe("composedPageFiles", () => {
  it("reads the site's own composed pages without a problem", () => {
    expect(composedPageFiles(["en", "de", "ja"]).length).toBeGreaterThanOrEqual(5);
  });

  it("stops a path that another page, the blog, a built file or a language has", () => {
    write({
      contact: page({ path: "/contact" }),
      blog: page({ path: "/blog/launch" }),
      assets: page({ path: "/assets" }),
      llms: page({ path: "/llms.txt" }),
      german: page({ path: "/de" }),
    });
    const found = problems();
    expect(found).toContain(
      "en/pages/contact.json path: /contact is taken by the contact page; choose another path",
    );
    expect(found).toContain(
      "en/pages/blog.json path: /blog/launch is taken by the blog; choose another path",
    );
    expect(found).toContain(
      "en/pages/assets.json path: /assets is taken by the build's /assets folder; choose another path",
    );
    expect(found).toContain(
      "en/pages/llms.json path: /llms.txt is taken by the built file /llms.txt; choose another path",
    );
    expect(found).toContain(
      "en/pages/german.json path: /de is taken by the Deutsch pages (/de); choose another path",
    );
  });

  it("stops two pages of one language at one path", () => {
    write({ a: page(), b: page() });
    expect(problems()).toEqual([
      expect.stringMatching(/^en\/pages\/b\.json path: \/landing is the path of .*a\.json too$/),
    ]);
  });

  it("stops a block the site does not have, naming it and the blocks there are", () => {
    write({ landing: page({ blocks: [hero, { type: "carousel", slides: [] }] }) });
    expect(problems()).toEqual([
      expect.stringMatching(
        /^en\/pages\/landing\.json blocks\.1\.type: "carousel" is not a block; the blocks are hero, steps, /,
      ),
    ]);
  });

  it("stops a customer's quote without its permission", () => {
    write({ landing: page({ blocks: [hero, quotes()] }) });
    expect(problems()).toEqual([
      expect.stringMatching(/^en\/pages\/landing\.json blocks\.1\.quotes\.0\.permission: /),
    ]);
  });

  it("shows a sample quote on the placeholder site and refuses it for a real SITE_URL", () => {
    write({ landing: page() });
    expect(problems()).toEqual([]);
    expect(problems("https://acme.io")).toEqual([
      expect.stringMatching(
        /^en\/pages\/landing\.json blocks\.1\.quotes\.0\.permission\.status: a sample quote: a build for a real SITE_URL/,
      ),
    ]);
  });

  it("takes an approved quote on a real site, and wants who approved it and when", () => {
    const approved = {
      status: "approved",
      approvedBy: "Ada Lovelace, CTO",
      approvedOn: "2026-11-02",
    };
    write({ landing: page({ blocks: [hero, quotes(approved)] }) });
    expect(problems("https://acme.io")).toEqual([]);
    write({ landing: page({ blocks: [hero, quotes({ status: "approved", approvedBy: "Ada" })] }) });
    expect(problems("https://acme.io")).toEqual([
      expect.stringMatching(
        /^en\/pages\/landing\.json blocks\.1\.quotes\.0\.permission\.approvedOn: /,
      ),
    ]);
  });

  it("wants the hero first, and a row's values for every column", () => {
    const comparison = {
      type: "comparison",
      anchor: "compare",
      eyebrow: "Compared",
      title: "Us and them",
      lead: "Why.",
      caption: "Us compared with them",
      columns: ["Us", "Them"],
      rows: [{ label: "Price", values: ["Low"] }],
    };
    write({ landing: page({ blocks: [comparison, hero] }) });
    expect(problems()).toEqual([
      "en/pages/landing.json blocks.0.type: a page starts with one hero (its headline), and has one only",
      "en/pages/landing.json blocks.0.rows.0.values: 1 values for 2 columns",
    ]);
  });
});

describe("pathCollision", () => {
  it("lets a free path pass", () => {
    expect(pathCollision("/opentelemetry")).toBeUndefined();
    expect(pathCollision("/solutions/banking")).toBeUndefined();
  });
});
