/**
 * The brand typeface, Geist (Vercel's, from Fontsource), for headings and body in every
 * theme; the social cards are drawn from the same files. The build (builder/fonts/) turns
 * this into the stylesheet's `@font-face` rules: one woff2 file with only the glyphs the
 * site shows, and a fallback face whose metrics are computed from the font files so that the
 * swap to Geist moves nothing. Read by the build and the browser tests; the page itself only
 * names the families (theme.css, typography.css).
 */
export const brandFont = {
  family: "Geist",
  packageName: "@fontsource-variable/geist",
  /**
   * The weights the stylesheet sets (normal, medium, semibold, bold). The file keeps the
   * `wght` axis from the lightest to the boldest, about 30% smaller than 100-900; set a
   * weight outside this list and the browser synthesises it, so add it here first.
   */
  weights: [400, 500, 600, 700],
  /**
   * OpenType features the file keeps: shaping, kerning and ligatures. Geist's fractions and
   * numeral styles (frac, tnum, ...) are left out, 1.5 KB; add a tag here to use one.
   */
  features: ["ccmp", "kern", "liga", "locl", "mark", "mkmk"],
} as const;

/**
 * Characters the file keeps besides every Latin-script character of the built locales'
 * content and the brand's name and e-mail (SITE_NAME, SITE_EMAIL), which the build adds by
 * itself. These are what components render outside the content (the footer's year and ©)
 * and what visitors type into the contact form, so their own name and address appear in
 * the brand face too. A character missing from the file is drawn by the fallback face, one
 * glyph in another font: add it here (each Latin letter costs about 100 bytes). Characters
 * of other scripts (Japanese) never belong here: they come from the system's CJK fonts.
 */
export const extraGlyphs =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789" + "©@.-_+'";

/**
 * The metric-matched fallback drawn until Geist has loaded: Arial where the system has it
 * (Windows, macOS, iOS), or a font made to Arial's metrics (Arimo on ChromeOS, Liberation
 * Sans on Linux), each scaled and given Geist's ascent and descent so that a line of it is
 * as long and as tall as the same line in Geist. Arial has a regular and a bold face; the
 * medium and semibold text uses the nearer one. The numbers come from the font files:
 * Geist's own, and Arimo's, which has Arial's advance widths (builder/fonts/fallback-faces.ts).
 *
 * The names are in the order of what a miss costs: on Linux and ChromeOS every local() name
 * the system lacks is a blocking round trip from the page to the browser's font service
 * during the first layout (twelve of them cost a fresh browser 15-30 ms there, before any
 * CPU slowdown), where Windows, macOS and Android look names up in memory. A system has one
 * of the four, so the order changes no glyph.
 */
export const fallbackFont = {
  family: "Geist Fallback",
  metricsPackage: "@fontsource-variable/arimo",
  faces: {
    regular: { weight: 400, local: ["Liberation Sans", "Arimo", "Arial", "ArialMT"] },
    bold: {
      weight: 700,
      local: ["Liberation Sans Bold", "Arimo Bold", "Arial Bold", "Arial-BoldMT"],
    },
  },
} as const;

export type BrandFontWeight = (typeof brandFont.weights)[number];
