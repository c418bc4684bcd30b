// The share of the stylesheet a group of pages needs for its first paint, inlined into each
// of them; the whole stylesheet follows once the first view is on the screen
// (src/app/inline/boot-loader.ts). The page's response then fits in a new connection's first round
// trip (docs/performance.md, "One round trip to the first paint").
import Beasties from "beasties";
import postcss from "postcss";

/**
 * Selectors kept whatever the markup: those that depend on what the page's own head script
 * sets before the first paint (the stored theme) or before hydration (a held tap's
 * `aria-busy`), or on the language, Tailwind's
 * `:where(.space-y-3 > :not(:last-child))` spacing, which the selector matcher cannot
 * evaluate statically, and the rule for a box still being parsed (the header's row, the hero), which
 * the whole page never matches.
 */
const alwaysCritical = [
  /\[data-theme\b/,
  /\[aria-busy=/,
  /:lang\(/,
  /^:where\(/,
  /\[data-drawn-whole\]/,
];

/**
 * The integrations catalog's category filter (src/styles/integrations.css): rules on which
 * radio button is checked, which the selector matcher drops (the minifier writes them as one
 * `:is(...)` rule), kept where the catalog is.
 */
const catalogFilter = { markup: 'name="category"', rule: /\.integrations:has\(input\[name=/ };
/** The customer stories' filters (src/styles/customers.css), kept alike. */
const storiesFilter = { markup: 'name="industry"', rule: /\.customers-index:has\(input\[name=/ };
/** The solution steps' pictures, each shown while its radio is checked (src/styles/app.css). */
const solutionSteps = { markup: 'name="solution-step"', rule: /\.solution-steps:has\(/ };

/**
 * Closed dialogs are drawn only when a script opens them, by then with the whole sheet;
 * those a button opens natively (`commandfor`, the drawer) may open at the first paint.
 */
const closedDialogs =
  /<dialog\b(?![^>]*\sopen\b)[^>]*?\bid="([^"]*)"[\s\S]*?<\/dialog>|<dialog\b(?![^>]*\s(?:open|id)\b)[\s\S]*?<\/dialog>/g;
const withoutClosedDialogs = (body: string) =>
  body.replace(closedDialogs, (dialog, id?: string) =>
    id && body.includes(`commandfor="${id}"`) ? dialog : "",
  );

/**
 * The rules of `css` that the elements of `bodies` (every page of a group, one stylesheet
 * text for all of them, so the security policy allows one hash per group) can match without
 * a script: pseudo-classes count as matching, so the keyboard's states (`:focus-visible`)
 * keep their styles from the first paint. The pointer's `:hover` states are left to the
 * whole sheet, which applies a moment after that paint, as are other states that only come
 * later (`laterStates`): that kept the Japanese home page in one round trip. Every `@font-face` rule without a file
 * stays (the families are set through custom properties, which the pruner does not follow),
 * and the `@keyframes` of kept animations.
 */
export async function criticalCss(css: string, bodies: readonly string[]): Promise<string> {
  const markup = bodies.map(withoutClosedDialogs).join("\n");
  const beasties = new Beasties({
    external: false,
    reduceInlineStyles: true,
    fonts: false,
    keyframes: "critical",
    allowRules: [
      ...alwaysCritical,
      ...[catalogFilter, storiesFilter, solutionSteps].flatMap((filter) =>
        markup.includes(filter.markup) ? [filter.rule] : [],
      ),
    ],
    logLevel: "warn",
  });
  const document = `<!doctype html><html><head><style>${css}</style></head><body>${markup}</body></html>`;
  const style = /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(document));
  if (!style?.[1]) throw new Error("The critical stylesheet came out empty");
  const fontFaces = (css.match(/@font-face\s*\{[^}]*\}/g) ?? []).filter(
    (face) => !/url\(/.test(face),
  );
  return withoutUnusedProperties(
    withoutHoverStates(fontFaces.join("") + withoutBlock(style[1], legacyPropertyDefaults)),
    markup,
  );
}

/**
 * States no element is in before the whole sheet applies: the pointer's (`:hover`,
 * `group-hover`); disabled controls (the page is served with none: only a script disables
 * one); and the utilities that animate a change of state (`transition-*`, and
 * `motion-reduce:transition-none`), which have nothing to animate while the page is only
 * painted. 0.2 KB of brotli each on the Japanese home page.
 */
const laterStates = /:hover|:disabled|aria-disabled|\.(?:motion-reduce\\:)?transition/;

/** The sheet without its rules for states that only come later (`laterStates`). */
export function withoutHoverStates(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (!laterStates.test(rule.selector)) return;
    // With the at-rules (`@media (hover:hover)`) it leaves empty.
    let node = rule.parent;
    rule.remove();
    while (node?.type === "atrule" || node?.type === "rule") {
      if (node.nodes?.length !== 0) break;
      const parent = node.parent;
      node.remove();
      node = parent;
    }
  });
  return root.toString();
}

/**
 * The sheet without the custom properties nothing in it (or in the markup's inline styles)
 * reads: Tailwind defines its theme's tokens and registers its `--tw-*` properties for the
 * whole site, and most of them serve rules that the critical share left out.
 */
export function withoutUnusedProperties(css: string, markup: string): string {
  const root = postcss.parse(css);
  const read = (name: string) => {
    const uses = css.split(`var(${name}`).slice(1);
    return uses.some((after) => /^[,)\s]/.test(after)) || markup.includes(name);
  };
  root.walkAtRules("property", (rule) => {
    if (!read(rule.params.trim())) rule.remove();
  });
  root.walkDecls(/^--/, (decl) => {
    if (!read(decl.prop)) decl.remove();
  });
  // Rules (and their at-rules) that lost every declaration.
  root.walk((node) => {
    if ((node.type === "rule" || node.type === "atrule") && node.nodes?.length === 0) node.remove();
  });
  return root.toString();
}

/**
 * Tailwind's initial values of its custom properties for browsers without `@property`
 * (Safari before 16.4, Firefox before 128), which Tailwind 4 does not support otherwise:
 * they get them a moment later, with the whole sheet.
 */
const legacyPropertyDefaults = "@layer properties{@supports";

/** The CSS without the block that starts with `start` (braces balanced), if it has one. */
export function withoutBlock(css: string, start: string): string {
  const from = css.indexOf(start);
  if (from < 0) return css;
  let depth = 0;
  for (let i = css.indexOf("{", from); i < css.length; i++) {
    if (css[i] === "{") depth++;
    else if (css[i] === "}" && --depth === 0) return css.slice(0, from) + css.slice(i + 1);
  }
  throw new Error(`Unbalanced braces after ${start}`);
}
