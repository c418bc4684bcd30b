// What a composed page is rendered from: its content file (composed-schema.ts) as the build
// resolved it (a logo's SVG read, rich text rendered, its translations found). Plain types
// and paths: the browser and the build share them.
import type { Locale } from "../i18n/locales";
import { localizedPath } from "../i18n/paths.ts";
import type { BlockOf, BlockSource } from "./blocks-schema";
import type { ComposedPageSource } from "./composed-schema";
import type { HomeContent } from "./schema";

/**
 * A logo with its SVG markup, read from content/media/logos/ at build; a customer story's
 * links to the story.
 */
export type ResolvedLogo = BlockOf<"logos">["logos"][number] & { svg: string; href?: string };

/** A quote as shown: a customer story's links to the story. */
export type ResolvedQuote = BlockOf<"quotes">["quotes"][number] & { href?: string };

/** A figure as shown: from its fact (facts.json) or as written; `sample` unless checked. */
export interface ResolvedFigure {
  value: string;
  label: string;
  sample: boolean;
  /** A checked fact's source, shown under the figures. */
  source?: string;
}

/**
 * The locale's "Sample" label, on the blocks that can show proof: the preview build marks
 * each sample logo, quote and figure with it (a real build refuses samples altogether).
 */
interface SampleMarked {
  sampleLabel: string;
}

/** A block as a page renders it: what the build adds to a few of them. */
export type ComposedBlock =
  | Exclude<BlockSource, { type: "logos" | "rich-text" | "quotes" | "figures" }>
  | (Omit<BlockOf<"logos">, "logos" | "stories"> & { logos: ResolvedLogo[] } & SampleMarked)
  | (Omit<BlockOf<"quotes">, "quotes" | "stories"> & { quotes: ResolvedQuote[] } & SampleMarked)
  | (Omit<BlockOf<"figures">, "items"> & { items: ResolvedFigure[] } & SampleMarked)
  | (BlockOf<"rich-text"> & { html: string });

/** A resolved block of one type. */
export type ComposedBlockOf<T extends ComposedBlock["type"]> = Extract<ComposedBlock, { type: T }>;

export interface ComposedPageContent extends Omit<ComposedPageSource, "blocks" | "path"> {
  /** The file's name without `.json`: the same in every language it is translated into. */
  name: string;
  locale: Locale;
  /** Its address in its locale (`/de/opentelemetry`). */
  path: string;
  blocks: ComposedBlock[];
  /** Its address in each language it exists in, this one included. */
  alternates: Partial<Record<Locale, string>>;
}

/** The home page as it renders: its blocks resolved as a composed page's are. */
export interface HomePageContent extends Omit<HomeContent, "blocks"> {
  blocks: ComposedBlock[];
}

/** A composed page's link-preview card, beside its page. */
export const composedSocialImage = (path: string) =>
  `${path.endsWith("/") ? path.slice(0, -1) : path}/og-image.png`;

/** A composed page's address in a locale, from its file's `path`. */
export const composedPath = (locale: Locale, path: string) => localizedPath(locale, path);

/** A composed page the footer links to (its `inFooter`): its address and its title. */
export interface FooterPage {
  path: string;
  title: string;
  /** Its file's name: the header finds the pricing page by it. */
  name: string;
}

/** The file name of the pricing page, which the header and the drawer link to. */
export const pricingPageName = "pricing";
