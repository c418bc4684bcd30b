// A composed page's data, from its checked file: each logo's SVG read (its size and any
// script or handler left out: the page's policy stays in charge), rich text rendered from
// Markdown as posts are (no raw HTML), and the page's address in each language it exists in.
import { readFileSync } from "node:fs";
import { copyFile, mkdir } from "node:fs/promises";
import { join } from "node:path";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import type { BlockSource } from "../../src/content/blocks-schema.ts";
import type { ComposedBlock, ComposedPageContent } from "../../src/content/composed.ts";
import { composedPath } from "../../src/content/composed.ts";
import type { Locale } from "../../src/i18n/locales.ts";
import { logosFolder, photosFolder } from "./block-checks.ts";
import type { ComposedPageFile } from "./composed-pages.ts";
import { readFacts, resolveFigure, stateFactsIn } from "./facts.ts";
import { inlineSvg } from "./inline-svg.ts";
import { contentRoot } from "./load-content.ts";
import { readStory } from "./stories.ts";

const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify);

export { inlineSvg };

/** Rich text's Markdown as HTML; raw HTML in it is dropped, as in posts. */
export const renderRichText = (text: string) => String(markdown.processSync(text));

/**
 * A block as a page renders it: its texts' facts stated (facts.ts), a figure's fact looked
 * up, a logo's SVG read, rich text rendered, and the locale's "Sample" label on the blocks
 * that show proof.
 */
export function resolveBlock(
  source: BlockSource,
  locale: Locale,
  root = contentRoot,
): ComposedBlock {
  const facts = readFacts(root, locale);
  const { sampleLabel } = facts;
  const block = stateFactsIn(source, facts);
  if (block.type === "logos") {
    const { stories = [], ...rest } = block;
    const fromStories = stories.map((id) => {
      const story = readStory(root, locale, id);
      const { company, logo: file, permission, svg, path: href } = story;
      return { company, file, permission, svg, href };
    });
    const logos = block.logos.map((logo) => ({
      ...logo,
      svg: inlineSvg(readFileSync(join(logosFolder(root), logo.file), "utf8")),
    }));
    return { ...rest, logos: [...fromStories, ...logos], sampleLabel };
  }
  if (block.type === "quotes") {
    const { stories = [], ...rest } = block;
    const fromStories = stories.map((id) => {
      const { quote, company, permission, path: href } = readStory(root, locale, id);
      return { ...quote, company, permission, href };
    });
    return { ...rest, quotes: [...fromStories, ...block.quotes], sampleLabel };
  }
  if (block.type === "figures") {
    return { ...block, items: block.items.map((item) => resolveFigure(item, facts)), sampleLabel };
  }
  if (block.type === "rich-text") return { ...block, html: renderRichText(block.markdown) };
  return block;
}

/** Every composed page's data, keyed by its file (content/<locale>/pages/<name>.json). */
export function composedContent(
  files: readonly ComposedPageFile[],
  root = contentRoot,
): Map<string, ComposedPageContent> {
  const alternatesOf = (name: string) =>
    Object.fromEntries(
      files
        .filter((other) => other.name === name)
        .map((other) => [other.locale, composedPath(other.locale, other.page.path)]),
    ) as Partial<Record<Locale, string>>;
  return new Map(
    files.map(({ file, locale, name, page }) => [
      file,
      {
        ...page,
        name,
        locale,
        path: composedPath(locale, page.path),
        blocks: page.blocks.map((block) => resolveBlock(block, locale, root)),
        alternates: alternatesOf(name),
      },
    ]),
  );
}

/**
 * Copies the photos the pages' quotes show to /media/people/ of the build (each checked to
 * exist when the page was read); returns how many.
 */
export async function copyQuotePhotos(
  clientDir: string,
  blocks: readonly BlockSource[],
  root = contentRoot,
): Promise<number> {
  const photos = new Set(
    blocks.flatMap((block) =>
      block.type === "quotes" ? block.quotes.flatMap((quote) => quote.photo ?? []) : [],
    ),
  );
  if (photos.size === 0) return 0;
  await mkdir(join(clientDir, "media", "people"), { recursive: true });
  for (const photo of photos) {
    await copyFile(join(photosFolder(root), photo), join(clientDir, "media", "people", photo));
  }
  return photos.size;
}
