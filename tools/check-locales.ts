// `npm run test:locales`, after a build: no page carries a string of another locale. Every
// text of the other locales' content files that this page's own locale does not also use is
// looked for in the page's HTML (text, attributes and its data block). And a build that was
// not asked for the pseudo-locales (SITE_PSEUDO_LOCALES=1) carries none of them: no folder,
// no alternate, no social card. Run `npm run build` first.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { loadContent } from "../builder/content/load-content.ts";
import { leafTexts } from "../builder/content/structure-diff.ts";
import { buildLocales, builtPages } from "../builder/pages.ts";
import { distDir } from "../server/dist-dir.ts";
import { pseudoLocales, type Locale } from "../src/i18n/locales.ts";

const locales = buildLocales();
const { content } = await loadContent(locales);
const textsOf = (locale: Locale) =>
  new Set(leafTexts(content[locale]).map(({ text }) => text.replace(/\{\w+\}/g, "").trim()));

/** The page's own words, as a reader or a crawler gets them: entities decoded. */
function decoded(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\\u003c/g, "<")
    .replace(/\\u003e/g, ">")
    .replace(/\\u0026/g, "&");
}

let problems = 0;
for (const page of builtPages(locales)) {
  const own = textsOf(page.locale);
  // A name in another language, marked as such (`<strong lang="de">`: WCAG's language of
  // parts, such as a German authority's name on the English page), is the page's own.
  const html = decoded(await readFile(join(distDir, page.file), "utf8")).replace(
    /<(\w+)\b[^>]*\slang="[^"]+"[^>]*>[^<]*<\/\1>/g,
    "",
  );
  for (const other of locales.filter((locale) => locale !== page.locale)) {
    for (const text of textsOf(other)) {
      // Short words ("Logs", "404") are shared by languages; a phrase of its own is not.
      if (text.length < 8 || own.has(text) || !html.includes(text)) continue;
      // As a word of its own, not inside another ("Language" in JSON-LD's "inLanguage").
      const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      if (!new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, "u").test(html)) continue;
      console.error(
        `${page.file} (${page.locale}) contains ${other} text: ${JSON.stringify(text)}`,
      );
      problems += 1;
    }
  }
}
const home = await readFile(join(distDir, "index.html"), "utf8");
for (const code of pseudoLocales.filter((locale) => !locales.includes(locale))) {
  if (existsSync(join(distDir, code)) || home.includes(`hreflang="${code}"`)) {
    console.error(`The build ships the pseudo-locale ${code}: build without SITE_PSEUDO_LOCALES.`);
    problems += 1;
  }
}
if (problems > 0) process.exit(1);
console.info(`${builtPages(locales).length} pages: no text of another locale.`);
