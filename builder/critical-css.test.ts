import { describe, expect, it } from "vitest";
import { criticalCss, withoutBlock, withoutUnusedProperties } from "./critical-css.ts";

const sheet = [
  '@font-face{font-family:Brand;src:url(/assets/brand.woff2)format("woff2")}',
  "@font-face{font-family:Brand Fallback;src:local(Arial);size-adjust:104%}",
  "@layer properties{@supports (-moz-orient:inline){*{--tw-x:0}}}",
  "@layer base{body{color:var(--color-fg)}}",
  ":root{--color-fg:#111;--color-unused:#222}",
  ".hero{padding:1rem}",
  ".hero:hover{color:red}",
  ".hero:focus-visible{outline:auto}",
  "@media (hover:hover){.hero:hover{color:blue}}",
  ".drawer-link{margin:0}",
  ".absent{margin:0}",
  "[data-theme=dark] .absent{color:white}",
  ":lang(ja) .absent{word-break:auto-phrase}",
  "@media (min-width:48rem){.hero{padding:2rem}.absent{padding:0}}",
].join("");

describe("criticalCss", () => {
  const bodies = [
    '<body><main class="hero">Hi</main><dialog><a class="drawer-link">x</a></dialog></body>',
  ];

  it("keeps the rules the markup matches, media queries and focus states included", async () => {
    const css = await criticalCss(sheet, bodies);
    expect(css).toContain(".hero{padding:1rem}");
    expect(css).toContain(".hero:focus-visible");
    expect(css).not.toContain(":hover");
    expect(css).not.toContain("(hover:hover)");
    expect(css).toMatch(/@media \(min-width:48rem\)\{\.hero\{padding:2rem\}\}/);
    expect(css).not.toContain(".absent{margin:0}");
  });

  it("leaves out what only a closed dialog shows", async () => {
    expect(await criticalCss(sheet, bodies)).not.toContain("drawer-link");
  });

  it("keeps the theme's and the languages' rules, which the page's state decides", async () => {
    const css = await criticalCss(sheet, bodies);
    expect(css).toContain("[data-theme=dark] .absent");
    expect(css).toContain(":lang(ja) .absent");
  });

  it("keeps the fallback faces and leaves the web font to the whole sheet", async () => {
    const css = await criticalCss(sheet, bodies);
    expect(css).toContain("Brand Fallback");
    expect(css).not.toContain("brand.woff2");
  });

  it("leaves out unread custom properties and the legacy property defaults", async () => {
    const css = await criticalCss(sheet, bodies);
    expect(css).toContain("--color-fg:#111");
    expect(css).not.toContain("--color-unused");
    expect(css).not.toContain("--tw-x");
  });
});

describe("withoutUnusedProperties", () => {
  it("keeps a property read by another, by a fallback or by the markup", () => {
    const css =
      '@property --tw-a{syntax:"*";inherits:false}@property --tw-b{syntax:"*";inherits:false}' +
      ":root{--a:1px;--b:var(--a);--c:2px;--d:3px;--e:4px}.x{margin:var(--b,var(--c))}";
    const result = withoutUnusedProperties(css, '<div style="--d:1px"></div>');
    expect(result).toContain("--a:1px");
    expect(result).toContain("--c:2px");
    expect(result).toContain("--d:3px");
    expect(result).not.toContain("--e");
    expect(result).not.toContain("@property");
  });

  it("tells a property from another that begins with its name", () => {
    expect(withoutUnusedProperties(":root{--a:1px;--ab:2px}.x{margin:var(--ab)}", "")).toBe(
      ":root{--ab:2px}.x{margin:var(--ab)}",
    );
  });
});

describe("withoutBlock", () => {
  it("cuts a block with its nested braces, and nothing else", () => {
    expect(withoutBlock("a{b:c}@x{@y{z{q:1}}}d{e:f}", "@x")).toBe("a{b:c}d{e:f}");
    expect(withoutBlock("a{b:c}", "@x")).toBe("a{b:c}");
  });

  it("refuses unbalanced braces", () => {
    expect(() => withoutBlock("@x{a{", "@x")).toThrow(/Unbalanced/);
  });
});
