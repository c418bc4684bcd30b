// Gives the site's code the content of the locales a build makes: `virtual:page-content`
// loads one page's copy in one language as its own chunk (for client-side navigation; the
// first page a visitor loads has its copy in its data file). Validates at build start, so
// a bad content file stops the build, and in the dev server reloads the page on every save.
import { resolve } from "node:path";
import type { Plugin } from "vite";
import type { Locale } from "../../src/i18n/locales.ts";
import { sitePages } from "../../src/site-pages.ts";
import { contentFilePath, contentRoot, loadContent } from "./load-content.ts";

const loaderId = "virtual:page-content";
// Each page's copy is its own module (and chunk, named after it): content-de-contact.
const pagePrefix = `${loaderId}/content-`;

export function contentPlugin({ locales }: { locales: readonly Locale[] }): Plugin {
  const load = () => loadContent(locales);
  let building = false;
  return {
    name: "site-content",
    configResolved(config) {
      building = config.command === "build";
    },
    // The dev server and the unit tests load a page's copy when it is asked for.
    async buildStart() {
      if (building) await load();
    },
    resolveId(id) {
      return id === loaderId || id.startsWith(pagePrefix) ? `\0${id}` : null;
    },
    async load(id) {
      if (id === `\0${loaderId}`) {
        const cases = locales.flatMap((locale) =>
          sitePages.map(
            ({ id: page }) =>
              `    case ${JSON.stringify(`${locale}/${page}`)}: ` +
              `return (await import(${JSON.stringify(`${pagePrefix}${locale}-${page}`)})).default;`,
          ),
        );
        return [
          "export async function loadPageContent(locale, page) {",
          "  switch (`${locale}/${page}`) {",
          ...cases,
          "  }",
          "  throw new Error(`No content for ${locale}/${page}`);",
          "}",
        ].join("\n");
      }
      if (!id.startsWith(`\0${pagePrefix}`)) return null;
      const name = id.slice(pagePrefix.length + 1);
      // A locale's code may have a dash of its own (en-xa): the longest that fits is it.
      const locale = [...locales]
        .sort((a, b) => b.length - a.length)
        .find((code) => name.startsWith(`${code}-`));
      if (!locale) return null;
      const page = name.slice(locale.length + 1);
      const { content } = await load();
      const copy = content[locale][page as keyof (typeof content)[Locale]];
      this.addWatchFile(resolve(contentFilePath(contentRoot, locale, page as "home")));
      return `export default ${JSON.stringify(copy)};`;
    },
  };
}
