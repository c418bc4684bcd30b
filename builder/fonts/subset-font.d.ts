// subset-font ships no types: the one function builder/fonts/ calls.
declare module "subset-font" {
  interface Options {
    targetFormat?: "sfnt" | "woff" | "woff2";
    /** OpenType feature tags to keep (hb-subset --layout-features); all when unset. */
    keepFeatures?: string[];
    /** An axis pinned to a value, or narrowed to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    keepAllGlyphs?: boolean;
  }
  export default function subsetFont(
    font: Uint8Array,
    text: string | null,
    options?: Options,
  ): Promise<Buffer>;
}
