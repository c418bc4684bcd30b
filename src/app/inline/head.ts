// The one inline script in every page's head, bundled and minified by the build
// (builder/inline-scripts.ts) and allowed by its hash, like the boot loader. In <head>, so
// it runs before the first paint: the theme is on <html> when the page is first drawn, and
// every control works, or has its tap held for the app, from the moment it is painted.
import { applyStoredTheme } from "../../features/theme/head-script";
import { pageControls } from "./page-controls";

declare const __BRAND_FONT_FAMILY__: string;

applyStoredTheme();
pageControls();
// On a blog page, whose stylesheet carries the face inline, Chromium would otherwise start
// it at the first layout, lay the page out in the fallback, and draw a post's title in it if
// the decoding ran late (a title that wraps otherwise in Geist then moved: a layout shift of
// 0.011). On the site's pages the inline sheet has no Geist face yet, and this loads nothing.
void document.fonts.load(`1em ${__BRAND_FONT_FAMILY__}`);
