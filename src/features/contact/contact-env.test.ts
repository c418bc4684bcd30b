import { describe, expect, it } from "vitest";
import { ContactEnvError, resolveContactEnv } from "./contact-env";

describe("resolveContactEnv", () => {
  it("is null (simulated sending) when no endpoint is set or it is blank", () => {
    expect(resolveContactEnv({})).toBeNull();
    expect(resolveContactEnv({ CONTACT_ENDPOINT: "  " })).toBeNull();
  });

  it("accepts an https endpoint, trims it and defaults to JSON", () => {
    expect(resolveContactEnv({ CONTACT_ENDPOINT: " https://formspree.io/f/abcd1234 " })).toEqual({
      endpoint: "https://formspree.io/f/abcd1234",
      origin: "https://formspree.io",
      encoding: "json",
    });
  });

  it("keeps the port in the origin and reads the encoding case-insensitively", () => {
    expect(
      resolveContactEnv({
        CONTACT_ENDPOINT: "https://api.acme.io:8443/contact?source=site",
        CONTACT_ENCODING: " Form ",
      }),
    ).toEqual({
      endpoint: "https://api.acme.io:8443/contact?source=site",
      origin: "https://api.acme.io:8443",
      encoding: "form",
    });
  });

  it("allows plain http only for loopback hosts", () => {
    for (const endpoint of [
      "http://127.0.0.1:4199/contact",
      "http://localhost:8080/",
      "http://[::1]:3000/x",
    ]) {
      expect(resolveContactEnv({ CONTACT_ENDPOINT: endpoint })?.endpoint).toBe(endpoint);
    }
    expect(() => resolveContactEnv({ CONTACT_ENDPOINT: "http://acme.io/contact" })).toThrow(
      /CONTACT_ENDPOINT="http:\/\/acme.io\/contact" must use https/,
    );
    expect(() => resolveContactEnv({ CONTACT_ENDPOINT: "http://127.0.0.1.nip.io/" })).toThrow(
      /must use https/,
    );
  });

  it("rejects relative URLs, other schemes, credentials and fragments", () => {
    const cases: [string, RegExp][] = [
      ["/api/contact", /must be an absolute URL/],
      ["ftp://acme.io/contact", /must be an https URL/],
      ["javascript:alert(1)", /must be an https URL/],
      ["https://user:secret@acme.io/contact", /user name or password/],
      ["https://acme.io/contact#top", /#fragment/],
    ];
    for (const [endpoint, problem] of cases) {
      expect(() => resolveContactEnv({ CONTACT_ENDPOINT: endpoint }), endpoint).toThrow(problem);
    }
  });

  it("rejects an unknown encoding, and an encoding without an endpoint", () => {
    expect(() =>
      resolveContactEnv({ CONTACT_ENDPOINT: "https://acme.io/c", CONTACT_ENCODING: "xml" }),
    ).toThrow(/CONTACT_ENCODING="xml" must be json or form/);
    expect(() => resolveContactEnv({ CONTACT_ENCODING: "form" })).toThrow(
      /CONTACT_ENCODING is set but CONTACT_ENDPOINT is not/,
    );
  });

  it("lists every problem in one ContactEnvError", () => {
    const attempt = () =>
      resolveContactEnv({ CONTACT_ENDPOINT: "http://acme.io", CONTACT_ENCODING: "yaml" });
    expect(attempt).toThrow(ContactEnvError);
    expect(attempt).toThrow(/CONTACT_ENCODING.*\n.*CONTACT_ENDPOINT/);
  });
});
