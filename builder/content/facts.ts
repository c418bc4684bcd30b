// The product's claims (content/<locale>/facts.json, src/content/facts-schema.ts) as the
// pages state them: a text's `{fact:query-latency}` becomes the fact's phrase, a figure's
// `fact` its figure and label. A fact that is still a sample is marked in a preview build
// (the locale's "Sample" after it) and refused by a build for a real SITE_URL, which names
// the file and the fact. Build-time only.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { BlockOf } from "../../src/content/blocks-schema.ts";
import type { ResolvedFigure } from "../../src/content/composed.ts";
import type { Fact, FactsContent } from "../../src/content/facts-schema.ts";
import { factsSchema } from "../../src/content/facts-schema.ts";
import { factIds, type FactId } from "../../src/content/ids.ts";
import { isPseudoLocale, type Locale } from "../../src/i18n/locales.ts";
import type { KeyPath } from "./source-positions.ts";

/** `{fact:<id>}` in any text of a block or post. */
const factToken = /\{fact:([^}\s]*)\}/g;

export const factsFile = (root: string, locale: Locale) => join(root, locale, "facts.json");

const isFactId = (id: string): id is FactId => (factIds as readonly string[]).includes(id);

/**
 * A locale's facts. Read for each block (a small file): the dev server's pages follow an
 * edit at once. The content check (load-content.ts) has already named any problem in the
 * file by line; this throws only when that check was skipped.
 */
export function readFacts(root: string, locale: Locale): FactsContent {
  const data: unknown = JSON.parse(readFileSync(factsFile(root, locale), "utf8"));
  // A pseudo-locale is longer than its limits on purpose, as the content check allows.
  if (isPseudoLocale(locale)) return data as FactsContent;
  return factsSchema.parse(data);
}

/** Each sample fact, for a build for a real address to refuse: its path in facts.json. */
export function sampleFactProblems(facts: FactsContent): { path: KeyPath; message: string }[] {
  return factIds.flatMap((id) =>
    facts.facts[id].source.status === "sample"
      ? [
          {
            path: ["facts", id, "source", "status"],
            message:
              `"${id}" is a sample claim: a build for a real SITE_URL states only checked ` +
              "facts; give its source (status verified) or remove it from every page",
          },
        ]
      : [],
  );
}

/** Every text of a value, with its path, for checks and substitution alike. */
function* texts(value: unknown, path: KeyPath = []): Generator<[KeyPath, string]> {
  if (typeof value === "string") yield [path, value];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* texts(item, [...path, index]);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) yield* texts(item, [...path, key]);
  }
}

/** `{fact:…}` tokens naming no fact, each with its path below the block. */
export function unknownFactProblems(block: unknown): { path: KeyPath; message: string }[] {
  const problems: { path: KeyPath; message: string }[] = [];
  for (const [path, text] of texts(block)) {
    for (const [, id = ""] of text.matchAll(factToken)) {
      if (!isFactId(id)) {
        problems.push({
          path,
          message: `{fact:${id}} names no fact; the facts are ${factIds.join(", ")}`,
        });
      }
    }
  }
  return problems;
}

/** A fact as a sentence says it: its phrase, with the sample mark while it is one. */
export const factPhrase = (fact: Fact, sampleLabel: string) =>
  fact.source.status === "sample" ? `${fact.phrase} (${sampleLabel})` : fact.phrase;

/** A text with its `{fact:…}` tokens replaced by the facts' phrases. */
export const stateFacts = (text: string, facts: FactsContent) =>
  text.replace(factToken, (token, id: string) =>
    isFactId(id) ? factPhrase(facts.facts[id], facts.sampleLabel) : token,
  );

/** A value with every text's tokens replaced, its shape kept. */
export function stateFactsIn<T>(value: T, facts: FactsContent): T {
  if (typeof value === "string") return stateFacts(value, facts) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => stateFactsIn(item, facts)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, stateFactsIn(item, facts)]),
    ) as T;
  }
  return value;
}

/** A figure as shown: its fact's figure, label and source, or as written (a sample). */
export function resolveFigure(
  item: BlockOf<"figures">["items"][number],
  facts: FactsContent,
): ResolvedFigure {
  // The schema holds a figure to one of the two: its fact, or its value and label.
  if (!item.fact) return { value: item.value ?? "", label: item.label ?? "", sample: true };
  const fact = facts.facts[item.fact];
  return fact.source.status === "sample"
    ? { value: fact.value, label: fact.label, sample: true }
    : { value: fact.value, label: fact.label, sample: false, source: fact.source.source };
}
