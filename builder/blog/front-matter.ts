import { parseSource, type ParsedSource } from "../content/source-positions.ts";

export interface MarkdownFile {
  /** The front matter, parsed, its lines counted in the whole file. */
  frontMatter: ParsedSource;
  /** The Markdown after the front matter. */
  body: string;
}

const fence = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

/**
 * Splits a Markdown file into its YAML front matter (between `---` lines at the top, as
 * every static site generator and content editor writes it) and its body. A file without
 * front matter has an empty one, which the schema then refuses field by field.
 */
export function parseMarkdownFile(text: string): MarkdownFile {
  const match = fence.exec(text);
  if (!match) return { frontMatter: parseSource("{}"), body: text };
  const parsed = parseSource(match[1] ?? "");
  // The YAML starts on the file's second line.
  const shift = (line: number) => line + 1;
  return {
    frontMatter: {
      data: parsed.data ?? undefined,
      syntaxErrors: parsed.syntaxErrors.map((error) => ({ ...error, line: shift(error.line) })),
      lineOf: (path) => shift(parsed.lineOf(path)),
    },
    body: text.slice(match[0].length),
  };
}
