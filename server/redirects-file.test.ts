import { describe, expect, it } from "vitest";
import { redirectsFile } from "./redirects-file";
import { routeTable } from "./route-table";

describe("redirectsFile", () => {
  it("gives each section its not-found page for the paths under it", () => {
    const table = routeTable(["/index.html", "/404.html", "/de/404.html", "/ja/404.html"]);
    expect(redirectsFile(table, "Written by the build.")).toBe(
      "# Written by the build.\n\n/de/*  /de/404.html  404\n/ja/*  /ja/404.html  404\n",
    );
  });

  it("leads the default locale's word in a language to its own first, before any 404 rule", () => {
    const table = routeTable(
      ["/404.html", "/de/404.html", "/de/impressum/index.html"],
      [{ word: "/de/impressum", defaultWord: "/de/imprint" }],
    );
    expect(redirectsFile(table, "Written by the build.")).toBe(
      "# Written by the build.\n\n/de/imprint  /de/impressum  301\n/de/*  /de/404.html  404\n",
    );
  });
});
