// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { IllustrationImage } from "./illustration-image";
import { illustrationSources } from "./illustration-sources";

const drawing = illustrationSources.featureOlap;

describe("IllustrationImage", () => {
  it("offers the AVIF candidates for the slot and falls back to one WebP", () => {
    const { container } = render(
      <IllustrationImage name="featureOlap" alt="A drawing" sizes="50vw" loading="lazy" />,
    );
    const source = container.querySelector("picture > source");
    expect(source).toHaveAttribute("type", "image/avif");
    expect(source).toHaveAttribute("srcset", drawing.avifSrcSet);
    expect(source).toHaveAttribute("sizes", "50vw");
    const img = screen.getByRole("img", { name: "A drawing" });
    expect(img).toHaveAttribute("src", drawing.src);
    expect(img).toHaveAttribute("width", "1280");
    expect(img).toHaveAttribute("height", "720");
    expect(img).toHaveAttribute("loading", "lazy");
  });

  it("takes an empty alt for a decorative use", () => {
    const { container } = render(<IllustrationImage name="featureOlap" sizes="100vw" alt="" />);
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
    expect(screen.queryByRole("img", { name: "A drawing" })).toBeNull();
  });
});

describe("illustrations", () => {
  it("are rendered from their SVGs to four AVIF widths and a WebP", () => {
    for (const [name, illustration] of Object.entries(illustrationSources)) {
      const candidates = illustration.avifSrcSet.split(", ");
      expect(candidates, name).toHaveLength(4);
      expect(
        candidates.map((c) => c.split(" ")[1]),
        name,
      ).toEqual(["720w", "1080w", "1440w", "1920w"]);
      for (const candidate of candidates)
        expect(candidate, name).toMatch(/\.avif(\?[\w-]+)? \d+w$/);
      expect(illustration.src, name).toMatch(/\.webp(\?[\w-]+)?$/);
      expect([illustration.width, illustration.height], name).toEqual([1280, 720]);
    }
  });
});
