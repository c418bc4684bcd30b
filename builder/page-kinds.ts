// The build's check of the page kinds (src/site-pages.ts): a kind that is declared but
// cannot be built stops the build before anything is built, naming the kind and the field,
// instead of a page whose chunk is silently not preloaded or that has no twin.
import { existsSync } from "node:fs";
import { contentFiles } from "../src/content/schema.ts";
import { pageKinds, type PageKind } from "../src/site-pages.ts";
import { twinRenderers } from "./agents/page-twins.ts";

const declaration = "src/site-pages.ts";

export interface PageKindSources {
  /** Whether a file of the project exists. */
  exists(path: string): boolean;
  /** The kinds with a Markdown twin renderer. */
  twins: ReadonlySet<string>;
  /** The content files with a schema, and the folders of content pages. */
  content: ReadonlySet<string>;
}

const defaultSources = (): PageKindSources => ({
  exists: existsSync,
  twins: new Set(Object.keys(twinRenderers)),
  content: new Set([...Object.keys(contentFiles), ...contentFolders]),
});

/** The folders of content files, one file per page (composed pages). */
export const contentFolders: readonly string[] = ["pages"];

/** What keeps each declared kind from being built, one sentence each. */
export function pageKindProblems(
  kinds: Readonly<Record<string, PageKind>> = pageKinds,
  sources: PageKindSources = defaultSources(),
): string[] {
  return Object.entries(kinds).flatMap(([id, kind]) => {
    const at = `${declaration} pageKinds["${id}"]`;
    return [
      !sources.exists(kind.module) &&
        `${at}.module: ${kind.module} does not exist; add the page's component there or fix the path`,
      !sources.content.has(kind.content) &&
        `${at}.content: "${kind.content}" has no schema in src/content/schema.ts`,
      kind.twin &&
        !sources.twins.has(id) &&
        `${at}.twin: no Markdown twin for "${id}"; add one to builder/agents/page-twins.ts`,
    ].filter((problem): problem is string => !!problem);
  });
}

/** Stops with every problem of every kind at once. */
export function checkPageKinds(): void {
  const problems = pageKindProblems();
  if (problems.length > 0) {
    throw new Error(`A page kind cannot be built:\n  ${problems.join("\n  ")}`);
  }
}
