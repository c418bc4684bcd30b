// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Permission } from "../../../content/blocks-schema";
import { FiguresBlock } from "./figures-block";
import { LogosBlock } from "./logos-block";
import { QuotesBlock } from "./quotes-block";

const sample: Permission = { status: "sample", note: "Until a customer approves." };
const approved: Permission = {
  status: "approved",
  approvedBy: "Ada, CTO",
  approvedOn: "2026-11-02",
};

/** The block's HTML in a document, as the prerendered page has it. */
const mount = (html: string) => {
  document.body.innerHTML = html;
  return document.body;
};
const marks = (body: HTMLElement) =>
  [...body.querySelectorAll("[data-sample]")].map((mark) => mark.textContent);

describe("the sample marks of a preview build", () => {
  it("label each sample logo in the page's language, as text a screen reader reads", () => {
    const logo = (company: string, permission: Permission) => ({
      company,
      file: `${company}.svg`,
      svg: "<svg></svg>",
      permission,
    });
    const body = mount(
      renderToStaticMarkup(
        <LogosBlock
          id="b1"
          block={{
            title: "Trusted by",
            sampleLabel: "Beispiel",
            logos: [logo("northwind", sample), logo("acme", approved)],
          }}
        />,
      ),
    );
    expect(marks(body)).toEqual(["Beispiel"]);
    // Beside its logo, not inside the image's name: read as text after "northwind".
    const items = [...body.querySelectorAll("li")];
    expect(items[0]!.textContent).toBe("Beispiel");
    expect(items[0]!.querySelector("[role=img]")!.getAttribute("aria-label")).toBe("northwind");
    expect(items[1]!.querySelector("[data-sample]")).toBeNull();
  });

  it("label a sample quote and leave an approved one alone", () => {
    const quote = (person: string, permission: Permission) => ({
      quote: "It works.",
      person,
      role: "CTO",
      company: "Acme",
      permission,
    });
    const body = mount(
      renderToStaticMarkup(
        <QuotesBlock
          id="b2"
          block={{
            type: "quotes",
            title: "Quotes",
            sampleLabel: "サンプル",
            quotes: [quote("Ada", sample), quote("Grace", approved)],
          }}
        />,
      ),
    );
    const figures = [...body.querySelectorAll("figure")];
    expect(figures[0]!.querySelector("[data-sample]")!.textContent).toBe("サンプル");
    expect(figures[1]!.querySelector("[data-sample]")).toBeNull();
  });

  it("label a sample figure in its term, and list a checked one's source instead", () => {
    const body = mount(
      renderToStaticMarkup(
        <FiguresBlock
          id="b3"
          block={{
            type: "figures",
            title: "By the numbers",
            sampleLabel: "Sample",
            items: [
              { value: "< 15 min", label: "to the root cause", sample: true },
              { value: "< 1 s", label: "per query", sample: false, source: "Benchmark 2026-11" },
            ],
          }}
        />,
      ),
    );
    const terms = [...body.querySelectorAll("dt")].map((term) => term.textContent);
    expect(terms).toEqual(["to the root cause Sample", "per query"]);
    expect(body.querySelector("p")!.textContent).toBe("Benchmark 2026-11");
  });
});
