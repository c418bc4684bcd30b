import { brandFont } from "../styles/brand-font";

/**
 * The inline script right after the stylesheet in every page's head: it starts loading the
 * brand face, which the stylesheet carries inline, while the parser is still in <head>.
 * Left to itself, Chromium starts a font at the first layout that needs it, lays the page
 * out in the fallback, and once the face has decoded, lays it all out again before the first
 * paint. Constant text, allowed by its hash like the others.
 */
export const fontHeadScript = `document.fonts.load("1em ${brandFont.family}")`;
