import { describe, expect, it } from "vitest";
import { documentTitle } from "./document-title";

describe("documentTitle", () => {
  it("leads with the brand on the home page", () => {
    expect(documentTitle({ title: "Observability", path: "/" }, "Acme")).toBe(
      "Acme | Observability",
    );
  });

  it("trails with the brand elsewhere, including pages without a path", () => {
    expect(documentTitle({ title: "Contact", path: "/contact" }, "Acme")).toBe("Contact | Acme");
    expect(documentTitle({ title: "Page not found" }, "Acme")).toBe("Page not found | Acme");
  });
});
