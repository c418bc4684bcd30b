// The pseudo-locales' content (src/i18n/locales.ts), made from the English content when a
// test build asks for them (SITE_PSEUDO_LOCALES=1) and never committed: a copy of content/
// in a scratch folder, with content/en-xa and content/ar-xb written beside content/en.
// Every letter of the copy is accented, so a plain ASCII word on a pseudo page was not
// read from the content (a hard-coded string); en-xa also doubles its vowels (about 40%
// longer, as German often is) and brackets each text, so a clipped end shows.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { defaultLocale, pseudoLocales, type Locale } from "../../src/i18n/locales.ts";

// Latin-1 and Extended-A, which the site's and the cards' fonts carry; b, f, m, q, v and x
// have no such form.
const plain = "acdeghijklnoprstuwyzACDEGHIJKLNOPRSTUWYZ";
const accented = "àçďéĝĥîĵķļñöþŕšţûŵýžÅÇĎÉĜĤÎĴĶĻÑÖÞŔŠŢÛŴÝŽ";
const accents = new Map([...plain].map((char, index) => [char, [...accented][index] ?? char]));
const vowels = /[aeiouyAEIOUY]/;

/**
 * What the text must keep as written: placeholders, addresses, e-mail addresses, entities,
 * inline code and HTML tags, and a Markdown link's target.
 */
const kept =
  /(\{#?[\w:-]+\}|\]\([^)]*\)|https?:\/\/[^\s)]+|mailto:[^\s)]+|[\w.+-]+@[\w-]+\.[\w.]+|`[^`\n]*`|<[^>\n]+>|&#?\w+;)/;

/** One pseudo-locale's form of an English text. */
export function pseudoText(
  text: string,
  locale: Locale,
  options: { brackets?: boolean; longer?: boolean } = {},
) {
  const longer = locale === "en-xa" && options.longer !== false;
  const body = text
    .split(kept)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : [...part]
            .map((char) => {
              const form = accents.get(char) ?? char;
              return longer && vowels.test(char) ? form + form : form;
            })
            .join(""),
    )
    .join("");
  return options.brackets === false ? body : `[${body}]`;
}

/** Not copy: a URL, a path, an id (a block type), a file name or a currency code. */
const notCopy = (text: string) =>
  /^[/#]|^[a-z0-9]+(?:[-_.][a-z0-9]+)*$|^https?:\/\/\S+$|^[A-Z]{3}$/.test(text);

/** Every text of a content file (JSON), in its pseudo form; a path or id stays as it is. */
function pseudoJson(data: unknown, locale: Locale, longer: boolean): unknown {
  if (typeof data === "string") {
    return notCopy(data) ? data : pseudoText(data, locale, { longer, brackets: longer });
  }
  if (Array.isArray(data)) return data.map((item) => pseudoJson(item, locale, longer));
  if (data && typeof data === "object") {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, pseudoJson(value, locale, longer)]),
    );
  }
  return data;
}

/** The front matter's words a reader sees; dates, tags and paths stay as they are. */
const frontMatterTexts = /^(\s*(?:title|description|alt):\s*)(.+)$/;

/**
 * A post in its pseudo form: the reader's words of its front matter (accented only, so the
 * schema's limits for titles still hold) and its Markdown outside code blocks.
 */
export function pseudoMarkdown(markdown: string, locale: Locale): string {
  const split = /^(---\n[\s\S]*?\n---\n)?([\s\S]*)$/.exec(markdown);
  const [, frontMatter = "", body = markdown] = split ?? [];
  const front = frontMatter
    .split("\n")
    .map((line) => {
      const match = frontMatterTexts.exec(line);
      const [, key = "", value = ""] = match ?? [];
      return match ? key + pseudoText(value, locale, { brackets: false, longer: false }) : line;
    })
    .join("\n");
  let inCode = false;
  const lines = body.split("\n").map((line) => {
    if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
    return inCode || /^\s*(```|~~~)/.test(line)
      ? line
      : pseudoText(line, locale, { brackets: false });
  });
  return front + lines.join("\n");
}

/** content/en/* rewritten as one pseudo-locale's folder under `root`. */
function writePseudoLocale(root: string, locale: Locale) {
  const from = join(root, defaultLocale);
  const to = join(root, locale);
  for (const entry of readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const relative = join(entry.parentPath.slice(from.length), entry.name).replace(/^\//, "");
    const source = readFileSync(join(from, relative), "utf8");
    const output = entry.name.endsWith(".json")
      ? // A composed page is read with its limits as they are (composed-pages.ts): accents only.
        `${JSON.stringify(pseudoJson(JSON.parse(source), locale, !relative.startsWith("pages/") && !relative.startsWith("customers/")), null, 2)}\n`
      : entry.name.endsWith(".md")
        ? pseudoMarkdown(source, locale)
        : source;
    mkdirSync(dirname(join(to, relative)), { recursive: true });
    writeFileSync(join(to, relative), output);
  }
}

/**
 * A scratch copy of the content folder with the pseudo-locales added, removed when the
 * process ends; each process makes its own, so builds side by side never share one.
 */
export function pseudoContentRoot(source: string): string {
  const root = mkdtempSync(join(tmpdir(), "site-pseudo-content-"));
  process.on("exit", () => rmSync(root, { recursive: true, force: true }));
  cpSync(source, root, { recursive: true });
  for (const locale of pseudoLocales) writePseudoLocale(root, locale);
  return root;
}
