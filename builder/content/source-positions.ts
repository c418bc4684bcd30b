import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from "yaml";
import type { ContentProblem } from "./load-content.ts";

export type KeyPath = readonly (string | number)[];

export interface ParsedSource {
  /** The file's data, or undefined when it could not be parsed. */
  data: unknown;
  /** Syntax errors, each with its 1-based line. */
  syntaxErrors: { line: number; message: string }[];
  /** The 1-based line of a key, or of the closest enclosing key that exists. */
  lineOf(path: KeyPath): number;
}

/**
 * Parses a JSON (or YAML) content file keeping where each key is, so that a problem can be
 * reported as `file:line key`. JSON is read by a YAML 1.2 parser, which accepts it and
 * reports duplicate keys too.
 */
export function parseSource(text: string): ParsedSource {
  const lineCounter = new LineCounter();
  const document: Document = parseDocument(text, { lineCounter, uniqueKeys: true });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line;
  const syntaxErrors = document.errors.map((error) => ({
    line: error.linePos?.[0]?.line ?? 1,
    message: error.message.split("\n")[0] ?? error.message,
  }));

  function lineOf(path: KeyPath): number {
    let node: Node | null = document.contents;
    let line = node?.range ? lineAt(node.range[0]) : 1;
    for (const key of path) {
      // A list's item, by its index (a composed page's blocks).
      if (isSeq(node) && typeof key === "number") {
        node = (node.items[key] as Node | undefined) ?? null;
        if (!node?.range) break;
        line = lineAt(node.range[0]);
        continue;
      }
      if (!isMap(node)) break;
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
      if (!pair) break;
      const keyNode = pair.key as Node;
      if (keyNode.range) line = lineAt(keyNode.range[0]);
      node = (pair.value as Node | null) ?? null;
    }
    return line;
  }

  return {
    data: syntaxErrors.length === 0 ? document.toJS() : undefined,
    syntaxErrors,
    lineOf,
  };
}

/** `features.items.gen-ai-powered.title`, as a reader finds it in the file. */
export function formatKeyPath(path: KeyPath): string {
  return path.length === 0 ? "(the whole file)" : path.join(".");
}

/**
 * A content file read for its checks: its positions and a reporter of a problem at a key, or
 * undefined when it does not parse (its syntax errors reported).
 */
export function readChecked(path: string, problems: ContentProblem[]) {
  const file = relative(process.cwd(), path) || path;
  const source = parseSource(readFileSync(path, "utf8"));
  if (source.syntaxErrors.length > 0) {
    for (const error of source.syntaxErrors) {
      problems.push({ file, line: error.line, key: "(syntax)", message: error.message });
    }
    return undefined;
  }
  const problem = (keys: KeyPath, message: string) =>
    problems.push({
      file,
      line: source.lineOf(keys),
      key: keys.join(".") || "(the file)",
      message,
    });
  return { file, source, problem };
}
