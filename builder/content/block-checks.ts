// What the schema cannot see in a page's blocks: the blocks against each other and against
// the site (a logo's file, a photo, a permission). Shared by every page made of blocks: the
// composed pages (composed-pages.ts) and the home page (load-content.ts).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { brandEnvDefaults, resolveBrandEnv } from "../../src/config/brand-env.ts";
import type { BlockSource } from "../../src/content/blocks-schema.ts";
import type { Locale } from "../../src/i18n/locales.ts";
import { unknownFactProblems } from "./facts.ts";
import { pricingProblems } from "./pricing-checks.ts";
import type { KeyPath } from "./source-positions.ts";
import { storyIdsOf } from "./stories.ts";

/** Where customer logos (SVG) and people's photos live. */
export const logosFolder = (root: string) => join(root, "media", "logos");
export const photosFolder = (root: string) => join(root, "media", "people");

export interface BlockCheckOptions {
  root: string;
  /** A build for a real address shows no sample logo, quote, figure or fact. */
  realSite: boolean;
  /** The page's language: the stories a block names are its stories. */
  locale?: Locale;
}

/** The checks' options for a build of `siteUrl` (SITE_URL unless told). */
export const blockCheckOptions = (
  root: string,
  siteUrl = resolveBrandEnv(process.env).siteUrl,
): BlockCheckOptions => ({ root, realSite: siteUrl !== brandEnvDefaults.siteUrl });

/** Each problem's path is below the list of blocks: `[2, "anchor"]` is the third's anchor. */
export function blockProblems(
  blocks: readonly BlockSource[],
  options: BlockCheckOptions,
): { path: KeyPath; message: string }[] {
  const problems: { path: KeyPath; message: string }[] = [];
  const at = (path: KeyPath, message: string) => problems.push({ path, message });
  const heroes = blocks.flatMap((block, index) => (block.type === "hero" ? [index] : []));
  if (heroes[0] !== 0 || heroes.length > 1) {
    at([heroes[1] ?? 0, "type"], "a page starts with one hero (its headline), and has one only");
  }
  const anchors = new Set<string>();
  const permission = (path: KeyPath, what: string, status: string) => {
    if (status === "sample" && options.realSite) {
      at(
        [...path, "permission", "status"],
        `a sample ${what}: a build for a real SITE_URL shows only what a customer approved; ` +
          "replace it or remove it",
      );
    }
  };
  blocks.forEach((block, index) => {
    const path: KeyPath = [index];
    for (const each of unknownFactProblems(block)) at([...path, ...each.path], each.message);
    if ("anchor" in block) {
      if (anchors.has(block.anchor)) at([...path, "anchor"], `"${block.anchor}" is used twice`);
      anchors.add(block.anchor);
    }
    if (block.type === "cta" && blocks.filter((other) => other.type === "cta").length > 1) {
      at([...path, "type"], "a page has one call-to-action band");
    }
    if (block.type === "hero" && block.secondaryCta && !blocks.some((b) => b.type === "features")) {
      at([...path, "secondaryCta"], "the second button leads to a features block; add one");
    }
    if (block.type === "features") {
      // A card's illustration names its dialog and its telemetry: one card each.
      const seen = new Set<string>();
      block.items.forEach((item, i) => {
        if (seen.has(item.illustration)) {
          at(
            [...path, "items", i, "illustration"],
            `"${item.illustration}" is shown by another card of this grid; choose another`,
          );
        }
        seen.add(item.illustration);
      });
    }
    if (block.type === "comparison") {
      block.rows.forEach((row, r) => {
        if (row.values.length !== block.columns.length) {
          at(
            [...path, "rows", r, "values"],
            `${row.values.length} values for ${block.columns.length} columns`,
          );
        }
      });
    }
    if (block.type === "logos" || block.type === "quotes") {
      const stories = block.stories ?? [];
      const known = options.locale ? storyIdsOf(options.root, options.locale) : [];
      stories.forEach((id, s) => {
        if (!known.includes(id)) {
          at(
            [...path, "stories", s],
            `no story "${id}" in content/${options.locale ?? "<locale>"}/customers/; ` +
              `the stories are ${known.join(", ") || "none yet"}`,
          );
        }
      });
      const shown = stories.length + (block.type === "logos" ? block.logos : block.quotes).length;
      const least = block.type === "logos" ? 2 : 1;
      if (shown < least) {
        at(
          [...path, block.type],
          `a ${block.type === "logos" ? "logo wall shows at least 2 logos" : "quotes block shows a quote"}: ` +
            "name stories or write them here",
        );
      }
    }
    if (block.type === "logos") {
      block.logos.forEach((logo, l) => {
        if (!existsSync(join(logosFolder(options.root), logo.file))) {
          at([...path, "logos", l, "file"], `no ${logo.file} in content/media/logos/`);
        }
        permission([...path, "logos", l], "logo", logo.permission.status);
      });
    }
    if (block.type === "figures" && options.realSite) {
      block.items.forEach((item, i) => {
        if (item.fact) return;
        at(
          [...path, "items", i],
          "a figure written out has no checked source: a build for a real SITE_URL shows " +
            "figures from facts.json only; name its fact instead",
        );
      });
    }
    if (block.type === "quotes") {
      block.quotes.forEach((quote, q) => {
        if (quote.photo && !existsSync(join(photosFolder(options.root), quote.photo))) {
          at([...path, "quotes", q, "photo"], `no ${quote.photo} in content/media/people/`);
        }
        permission([...path, "quotes", q], "quote", quote.permission.status);
      });
    }
  });
  problems.push(...pricingProblems(blocks, options.realSite));
  return problems;
}
