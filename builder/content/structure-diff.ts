import type { KeyPath } from "./source-positions";

export interface StructureDifference {
  path: KeyPath;
  kind: "missing" | "extra";
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The keys a translation lacks or has beyond the default locale's file, deepest first met:
 * a missing object is one difference, not one per key inside it.
 */
export function structureDifferences(
  reference: unknown,
  translation: unknown,
  path: KeyPath = [],
): StructureDifference[] {
  if (!isRecord(reference) || !isRecord(translation)) return [];
  const differences: StructureDifference[] = [];
  for (const key of Object.keys(reference)) {
    if (!Object.hasOwn(translation, key))
      differences.push({ path: [...path, key], kind: "missing" });
    else
      differences.push(...structureDifferences(reference[key], translation[key], [...path, key]));
  }
  for (const key of Object.keys(translation)) {
    if (!Object.hasOwn(reference, key)) differences.push({ path: [...path, key], kind: "extra" });
  }
  return differences;
}

/** Every text of a content file with its key path, in file order. */
export function leafTexts(data: unknown, path: KeyPath = []): { path: KeyPath; text: string }[] {
  if (typeof data === "string") return [{ path, text: data }];
  if (!isRecord(data)) return [];
  return Object.entries(data).flatMap(([key, value]) => leafTexts(value, [...path, key]));
}
