import type { KeyPath } from "./source-positions";

export interface StructureDifference {
  path: KeyPath;
  kind: "missing" | "extra";
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * An object's keys, or a list's indexes (a page's blocks): a translation has the same blocks
 * in the same order, each with the same fields.
 */
const entriesOf = (value: unknown): [string | number, unknown][] | null =>
  Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : isRecord(value)
      ? Object.entries(value)
      : null;

/**
 * The keys a translation lacks or has beyond the default locale's file, deepest first met:
 * a missing object is one difference, not one per key inside it.
 */
export function structureDifferences(
  reference: unknown,
  translation: unknown,
  path: KeyPath = [],
): StructureDifference[] {
  const ours = entriesOf(reference);
  const theirs = entriesOf(translation);
  if (!ours || !theirs || Array.isArray(reference) !== Array.isArray(translation)) return [];
  const translated = new Map(theirs);
  const differences: StructureDifference[] = [];
  for (const [key, value] of ours) {
    if (!translated.has(key)) differences.push({ path: [...path, key], kind: "missing" });
    else differences.push(...structureDifferences(value, translated.get(key), [...path, key]));
  }
  const keys = new Set(ours.map(([key]) => key));
  for (const [key] of theirs) {
    if (!keys.has(key)) differences.push({ path: [...path, key], kind: "extra" });
  }
  return differences;
}

/** Every text of a content file with its key path, in file order. */
export function leafTexts(data: unknown, path: KeyPath = []): { path: KeyPath; text: string }[] {
  if (typeof data === "string") return [{ path, text: data }];
  return (entriesOf(data) ?? []).flatMap(([key, value]) => leafTexts(value, [...path, key]));
}
