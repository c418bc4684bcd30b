import { describe, expect, it } from "vitest";
import { pageKinds, type PageKind } from "../src/site-pages";
import { pageKindProblems, type PageKindSources } from "./page-kinds";

const pricing: PageKind = {
  path: "/pricing",
  module: "src/pages/pricing/pricing-page.tsx",
  content: "pricing",
  twin: true,
};

const sources = (overrides: Partial<PageKindSources> = {}): PageKindSources => ({
  exists: () => true,
  twins: new Set(["pricing"]),
  content: new Set(["pricing"]),
  ...overrides,
});

describe("pageKindProblems", () => {
  it("finds nothing wrong with the site's own kinds", () => {
    expect(pageKindProblems()).toEqual([]);
  });

  it("stops a kind without its module, naming the kind, the field and the file", () => {
    expect(pageKindProblems({ pricing }, sources({ exists: () => false }))).toEqual([
      'src/site-pages.ts pageKinds["pricing"].module: src/pages/pricing/pricing-page.tsx does ' +
        "not exist; add the page's component there or fix the path",
    ]);
  });

  it("stops a kind whose content has no schema", () => {
    expect(pageKindProblems({ pricing }, sources({ content: new Set() }))).toEqual([
      'src/site-pages.ts pageKinds["pricing"].content: "pricing" has no schema in src/content/schema.ts',
    ]);
  });

  it("stops a kind that promises a twin without one, and lets one without a twin pass", () => {
    expect(pageKindProblems({ pricing }, sources({ twins: new Set() }))).toEqual([
      'src/site-pages.ts pageKinds["pricing"].twin: no Markdown twin for "pricing"; add one to ' +
        "builder/agents/page-twins.ts",
    ]);
    expect(
      pageKindProblems({ pricing: { ...pricing, twin: false } }, sources({ twins: new Set() })),
    ).toEqual([]);
  });

  it("checks every declared kind's module on disk", () => {
    const seen: string[] = [];
    pageKindProblems(pageKinds, sources({ exists: (path) => (seen.push(path), true) }));
    expect(seen).toEqual(Object.values(pageKinds).map((kind) => kind.module));
  });
});
