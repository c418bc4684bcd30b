import { themeHeadScript } from "../features/theme/head-script";
import { brandFont } from "../styles/brand-font";

/**
 * The one inline script in every page's head, allowed by its hash like the loader: the
 * stored theme on <html> before the first paint (features/theme/head-script.ts), and the
 * brand face started while the parser is still in <head>. On a blog page, whose stylesheet
 * carries the face inline, Chromium would otherwise start it at the first layout, lay the
 * page out in the fallback, and draw a post's title in it if the decoding ran late (a title
 * that wraps otherwise in Geist then moved: a layout shift of 0.011). On the site's pages the
 * inline sheet has no Geist face yet, and the call loads nothing.
 */
export const headScript = `${themeHeadScript};document.fonts.load("1em ${brandFont.family}")`;
