import { describe, expect, it } from "vitest";
import type { ContactMessage } from "./fields";
import { buildContactMailto } from "./mailto";

const labels = { name: "Name", company: "Company", email: "E-mail" };
const message: ContactMessage = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada+site@example.com",
  company: "Engines & Co",
  subject: "Demo? 100% yes #1",
  message: "Line one\nLine two: a=b&c=d",
};

function parse(href: string) {
  const url = new URL(href);
  return {
    protocol: url.protocol,
    to: url.pathname,
    subject: url.searchParams.get("subject"),
    body: url.searchParams.get("body"),
    keys: [...url.searchParams.keys()],
  };
}

describe("buildContactMailto", () => {
  it("prefills subject and body with name, company, e-mail and message", () => {
    const href = buildContactMailto("hello@example.com", message, labels);
    expect(parse(href)).toEqual({
      protocol: "mailto:",
      to: "hello@example.com",
      subject: "Demo? 100% yes #1",
      body:
        "Name: Ada Lovelace\r\nCompany: Engines & Co\r\nE-mail: ada+site@example.com\r\n\r\n" +
        "Line one\r\nLine two: a=b&c=d",
      keys: ["subject", "body"],
    });
  });

  it("percent-encodes everything, including spaces as %20 and line breaks as %0D%0A", () => {
    const href = buildContactMailto("hello@example.com", message, labels);
    expect(href).toMatch(/^mailto:hello@example\.com\?subject=Demo%3F%20100%25%20yes%20%231&body=/);
    expect(href).toContain("Name%3A%20Ada%20Lovelace%0D%0A");
    expect(href).not.toMatch(/[\s+]/);
  });

  it("leaves out the company line when there is none", () => {
    const href = buildContactMailto("hello@example.com", { ...message, company: "" }, labels);
    expect(parse(href).body).not.toContain("Company");
  });
});
