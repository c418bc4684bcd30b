import type { z } from "zod";
import { formatKeyPath, parseSource, type ParsedSource } from "../content/source-positions.ts";

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

/**
 * The front matter checked against its schema: its data, or each problem reported at its
 * field's line (a missing field as "missing: <missing>"), and undefined.
 */
export function checkFrontMatter<T>(
  frontMatter: ParsedSource,
  schema: z.ZodType<T>,
  missing: string,
  problem: (line: number, key: string, message: string) => void,
): T | undefined {
  const result = schema.safeParse(frontMatter.data ?? {});
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const keys = issue.path.filter((key) => typeof key !== "symbol");
    // Missing: nothing at the field's path (a missing enum is a value's issue, a missing
    // text a type's; zod's issues do not carry the input).
    const absent =
      (issue.code === "invalid_type" || issue.code === "invalid_value") &&
      valueAt(frontMatter.data, keys) === undefined;
    problem(
      frontMatter.lineOf(keys),
      formatKeyPath(keys),
      absent ? `missing: ${missing}` : issue.message,
    );
  }
  return undefined;
}

/** The value at a path of keys in parsed YAML, or undefined. */
function valueAt(data: unknown, keys: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of keys) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
