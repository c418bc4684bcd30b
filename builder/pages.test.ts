import { describe, expect, it } from "vitest";
import { builtPages } from "./pages";

// No posts: the blog's own pages are builder/blog/blog-pages.test.ts's.
const noPosts = { posts: [], unpublished: [] };
const noComposed = new Map();
const noStories = new Map();
const noReleases = new Map();

describe("builtPages", () => {
  it("writes each route to its folder's index.html and the catch-all to 404.html", () => {
    expect(
      builtPages(["en"], noPosts, noComposed, noStories, noReleases).map(
        ({ file, sample, status }) => ({
          file,
          sample,
          status,
        }),
      ),
    ).toEqual([
      { file: "index.html", sample: "/", status: 200 },
      { file: "contact/index.html", sample: "/contact", status: 200 },
      { file: "imprint/index.html", sample: "/imprint", status: 200 },
      { file: "privacy/index.html", sample: "/privacy", status: 200 },
      { file: "integrations/index.html", sample: "/integrations", status: 200 },
      { file: "trust/index.html", sample: "/trust", status: 200 },
      { file: "404.html", sample: "/no-such-page", status: 404 },
      { file: "blog/index.html", sample: "/blog", status: 200 },
    ]);
  });

  it("puts every other locale's pages, its not-found page too, in its own folder", () => {
    expect(
      builtPages(["en", "de"], noPosts, noComposed, noStories, noReleases)
        .filter((page) => page.locale === "de")
        .map(({ path, file, sample, status }) => ({ path, file, sample, status })),
    ).toEqual([
      { path: "/de/", file: "de/index.html", sample: "/de/", status: 200 },
      { path: "/de/contact", file: "de/contact/index.html", sample: "/de/contact", status: 200 },
      {
        path: "/de/impressum",
        file: "de/impressum/index.html",
        sample: "/de/impressum",
        status: 200,
      },
      {
        path: "/de/datenschutz",
        file: "de/datenschutz/index.html",
        sample: "/de/datenschutz",
        status: 200,
      },
      {
        path: "/de/integrations",
        file: "de/integrations/index.html",
        sample: "/de/integrations",
        status: 200,
      },
      { path: "/de/trust", file: "de/trust/index.html", sample: "/de/trust", status: 200 },
      { path: "/de/*", file: "de/404.html", sample: "/de/no-such-page", status: 404 },
      { path: "/de/blog", file: "de/blog/index.html", sample: "/de/blog", status: 200 },
    ]);
  });

  it("makes a story's page in the languages it is written in only, with those alternates", () => {
    const pages = builtPages(["en", "de", "ja"], noPosts, noComposed);
    const story = pages.filter((page) => page.stories?.story?.id === "hoshino-precision");
    expect(story.map((page) => page.path)).toEqual([
      "/customers/hoshino-precision",
      "/ja/customers/hoshino-precision",
    ]);
    expect(Object.keys(story[0]!.stories!.alternates)).toEqual(["en", "ja"]);
    expect(pages.filter((page) => page.id === "customers-index").map((page) => page.path)).toEqual([
      "/customers",
      "/de/kunden",
      "/ja/customers",
    ]);
  });

  it("makes the changelog in every language, a release without a translation in English there", () => {
    const pages = builtPages(["en", "de"], noPosts, noComposed, noStories);
    const de = pages.filter((page) => page.locale === "de" && page.changelog);
    expect(de[0]).toMatchObject({ id: "changelog-index", path: "/de/changelog" });
    const releases = de.flatMap((page) => page.changelog?.release ?? []);
    // Every English release is in the German changelog, in German or in English.
    const english = pages.flatMap((page) =>
      page.locale === "en" ? (page.changelog?.release?.version ?? []) : [],
    );
    expect(releases.map((release) => release.version)).toEqual(english);
    for (const release of releases) {
      expect(release.lang).toBe(release.translated ? "de" : "en");
      expect(Object.keys(release.alternates).includes("de")).toBe(release.translated);
    }
  });
});
