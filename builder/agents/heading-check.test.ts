import { describe, expect, it } from "vitest";
import { htmlHeadings, htmlText, missingHeadings } from "./heading-check";

const html =
  '<h2 id="m">Menu</h2><h1 class="x">Modern <span>Systems</span></h1>' +
  "<h3>On-prem &amp; On-cloud</h3><h4>Not checked</h4><h2>We&#x27;ll see</h2>";

describe("htmlHeadings", () => {
  it("reads h1 to h3 as shown: tags dropped, references decoded", () => {
    expect(htmlHeadings(html)).toEqual([
      "Menu",
      "Modern Systems",
      "On-prem & On-cloud",
      "We'll see",
    ]);
    expect(htmlText("a&nbsp;&lt;b&gt;\n &#26085;&unknown;")).toBe("a <b> 日&unknown;");
  });
});

describe("missingHeadings", () => {
  it("names each heading of the page its Markdown lacks, at any level", () => {
    const markdown = "# Modern Systems\n\n### Menu\n\n## On-prem & On-cloud\n";
    expect(missingHeadings(html, markdown)).toEqual(["We'll see"]);
    expect(missingHeadings(html, `${markdown}\n## We'll see\n`)).toEqual([]);
  });

  it("does not count a heading's words written as a paragraph", () => {
    expect(missingHeadings("<h1>Title</h1>", "Title\n")).toEqual(["Title"]);
  });
});
