import { describe, expect, it } from "vitest";
import { documentTitle } from "./document-title";

describe("documentTitle", () => {
  it("leads with the brand on a home page", () => {
    expect(documentTitle("Observability", "Acme", true)).toBe("Acme | Observability");
  });

  it("trails with the brand elsewhere", () => {
    expect(documentTitle("Contact", "Acme", false)).toBe("Contact | Acme");
  });
});
