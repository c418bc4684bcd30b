import { describe, expect, it } from "vitest";
import type { SocialCardContent } from "./social-card.ts";
import { fitTitle, socialCardSvg, titleSteps } from "./social-card.ts";

const logoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>';

const englishCard: SocialCardContent = {
  lang: "en",
  name: "A & B <Co>",
  title: "Modern Systems, Modern Observability",
  subtitle: "AI-powered, composable observability that adapts to your needs and your budget.",
  host: "acme.io",
  logoSvg,
  width: 1200,
  height: 630,
};

describe("socialCardSvg", () => {
  it("has the requested size", async () => {
    expect(await socialCardSvg(englishCard)).toMatch(/^<svg [^>]*width="1200" height="630"/);
  });

  it("needs no system font: every letter is a path, nothing names a font", async () => {
    const svg = await socialCardSvg({ ...englishCard, eyebrow: "Blog", lang: "en" });
    expect(svg).not.toMatch(/<text|<tspan|font-family|font-size|@font-face/);
    // Name, eyebrow, title (2 lines), subtitle (2 lines), host, and the logo's own paths.
    expect(svg.match(/<path fill="#[0-9a-f]{6}" d="M/g)?.length).toBe(7);
  });

  it("carries the name and the copy only as outlines, so nothing needs escaping", async () => {
    const svg = await socialCardSvg(englishCard);
    expect(svg).not.toContain("A & B");
    expect(svg).not.toContain("Modern");
  });

  it("sets a right-to-left locale's card from the right edge: logo and every line", async () => {
    const ltr = await socialCardSvg(englishCard);
    const rtl = await socialCardSvg({ ...englishCard, dir: "rtl" });
    const starts = (svg: string) =>
      [...svg.matchAll(/<path fill="#[0-9a-f]{6}" d="M(-?[\d.]+)/g)].map((m) => Number(m[1]));
    expect(rtl).toContain('<svg x="1056" y="72"');
    expect(ltr).toContain('<svg x="80" y="72"');
    // Each line ends 80 px from the right edge instead of starting 80 px from the left.
    expect(Math.min(...starts(ltr))).toBeLessThan(100);
    expect(Math.min(...starts(rtl))).toBeGreaterThan(200);
  });

  it("leaves out an empty subtitle", async () => {
    const svg = await socialCardSvg({ ...englishCard, subtitle: undefined });
    expect(svg.match(/<path fill="#[0-9a-f]{6}" d="M/g)?.length).toBe(4);
  });
});

describe("fitTitle", () => {
  const width = 1040;

  it("keeps the largest size for a title that fits its lines", async () => {
    const title = await fitTitle("Modern Systems, Modern Observability", "en", width);
    expect(title.size).toBe(titleSteps[0].size);
    expect(title.lines).toEqual(["Modern Systems,", "Modern Observability"]);
  });

  it("steps down for a long title rather than cut it", async () => {
    const title = await fitTitle(
      "How we cut our mean time to resolution by 80% with OpenTelemetry and eBPF",
      "en",
      width,
    );
    expect(title.size).toBeLessThan(titleSteps[0].size);
    expect(title.truncated).toBe(false);
  });

  it("steps down for a German compound that would otherwise break", async () => {
    const title = await fitTitle(
      "Kubernetes-Cluster-Telemetrieverarbeitungspipelineskonfigurationsdateien",
      "de",
      width,
    );
    expect(title.size).toBeLessThan(titleSteps[0].size);
  });

  it("ends a title too long for the smallest size in an ellipsis", async () => {
    const title = await fitTitle("Observability ".repeat(30), "en", width);
    const last = titleSteps[titleSteps.length - 1]!;
    expect(title.size).toBe(last.size);
    expect(title.lines).toHaveLength(last.maxLines);
    expect(title.lines.at(-1)).toMatch(/Observability…$/);
  });

  it("sets a Japanese headline in two phrases at the largest size", async () => {
    const title = await fitTitle("モダンなシステムに、モダンなオブザーバビリティを", "ja", width);
    expect(title.size).toBe(titleSteps[0].size);
    expect(title.lines).toEqual(["モダンなシステムに、", "モダンなオブザーバビリティを"]);
  });
});
