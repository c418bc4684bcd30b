// Code blocks highlighted at build time with Shiki: no highlighting script in the browser.
// Shiki's css-variables theme names a token's role (keyword, string, comment...) instead of
// a colour, and the transformer below turns each role into a class, because the page's
// content-security policy allows no style attributes. The colours of each class, in the
// light and the dark theme, are in src/styles/code.css.
import type { Element } from "hast";
import {
  createCssVariablesTheme,
  createHighlighterCore,
  type HighlighterCore,
  type ShikiTransformer,
} from "shiki/core";
import { createOnigurumaEngine } from "shiki/engine/oniguruma";

const theme = createCssVariablesTheme({
  name: "site-code",
  variablePrefix: "--shiki-",
  fontStyle: true,
});

/** The languages a post may name on a code fence, besides `text` (no highlighting). */
const languages = {
  diff: () => import("@shikijs/langs/diff"),
  dockerfile: () => import("@shikijs/langs/dockerfile"),
  go: () => import("@shikijs/langs/go"),
  hcl: () => import("@shikijs/langs/hcl"),
  ini: () => import("@shikijs/langs/ini"),
  javascript: () => import("@shikijs/langs/javascript"),
  json: () => import("@shikijs/langs/json"),
  python: () => import("@shikijs/langs/python"),
  shellscript: () => import("@shikijs/langs/shellscript"),
  sql: () => import("@shikijs/langs/sql"),
  toml: () => import("@shikijs/langs/toml"),
  typescript: () => import("@shikijs/langs/typescript"),
  yaml: () => import("@shikijs/langs/yaml"),
};

let highlighter: Promise<HighlighterCore> | undefined;

/** One highlighter for the whole build: creating it takes a few hundred milliseconds. */
function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [theme],
    langs: Object.values(languages).map((load) => load()),
    // The regular-expression engine of the grammars' own authors: the JavaScript one
    // mis-tokenises SQL.
    engine: createOnigurumaEngine(import("shiki/wasm")),
  });
  return highlighter;
}

const plain = new Set(["", "text", "plaintext", "txt"]);

/** Each style Shiki writes, as the class that replaces it. */
function styleClasses(style: string): string[] {
  return style
    .split(";")
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration && !/^background-color:/.test(declaration))
    .map((declaration) => {
      const colour = /^color:var\(--shiki-(?:token-)?([\w-]+)\)$/.exec(declaration)?.[1];
      if (colour) return colour === "foreground" ? "" : `tok-${colour}`;
      if (declaration === "font-style:italic") return "tok-italic";
      if (declaration === "font-weight:bold") return "tok-bold";
      if (declaration === "text-decoration:underline") return "tok-underline";
      throw new Error(`Shiki wrote a style the stylesheet has no class for: ${declaration}`);
    })
    .filter(Boolean);
}

const styleToClass: ShikiTransformer = {
  name: "style-to-class",
  pre(node) {
    delete node.properties.style;
    delete node.properties.class;
    node.properties.className = ["code-block"];
  },
  span(node) {
    const style = node.properties.style;
    delete node.properties.style;
    if (typeof style !== "string") return;
    const classes = styleClasses(style);
    if (classes.length > 0) this.addClassToHast(node, classes);
  },
};

export class UnknownLanguageError extends Error {
  override name = "UnknownLanguageError";
  constructor(readonly language: string) {
    super(
      `the code block's language "${language}" is not highlighted: use one of ` +
        `${Object.keys(languages).join(", ")} (or bash, sh, yml, ts, js), or text`,
    );
  }
}

/**
 * A code block as a `<pre>` element, its tokens classed by role: keyboard-scrollable
 * (tabindex 0), and labelled with its language for the reader.
 */
export async function highlightCode(code: string, language: string): Promise<Element> {
  const shiki = await getHighlighter();
  const lang = plain.has(language) ? "text" : language;
  if (lang !== "text" && !shiki.getLoadedLanguages().includes(lang)) {
    throw new UnknownLanguageError(language);
  }
  const root = shiki.codeToHast(code.replace(/\n$/, ""), {
    lang,
    theme: theme.name ?? "site-code",
    transformers: [styleToClass],
    // No time limit per line: Shiki's default (500 ms) gives up on a line when the machine
    // is busy (the first lines compile the grammar's expressions) and emits the rest as one
    // token, so the same post would build differently under load.
    tokenizeTimeLimit: 0,
  });
  const pre = root.children[0];
  if (pre?.type !== "element") throw new Error("Shiki returned no <pre>");
  if (lang !== "text") pre.properties.dataLanguage = language;
  return pre;
}
