import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { siteConfFor, siteConfPath } from "../scripts/lib/serving-files.mjs";
import {
  connectOriginsFromEnv,
  contentSecurityPolicy,
  formatHeadersFile,
  headersForPath,
  parseHeadersFile,
  type HeaderRule,
} from "../scripts/lib/security-headers.mjs";
import { normalizePath } from "../server/app.mjs";
import { distDir } from "./security/support/served-build";

// The generated serving configuration itself, without a server.

test.beforeEach(() => {
  test.skip(test.info().project.name !== "desktop", "no browser involved: one project is enough");
});

test("the committed deploy/nginx/site.conf is what a default build generates", async () => {
  const generated = await siteConfFor(distDir, {});
  expect(
    readFileSync(siteConfPath, "utf8"),
    `${siteConfPath} differs from a default build's: run \`npm run build\` without ` +
      "CONTACT_ENDPOINT and commit the file",
  ).toBe(generated);
});

test("CONTACT_ENDPOINT adds its origin to connect-src, and only a safe one", () => {
  expect(connectOriginsFromEnv({})).toEqual([]);
  expect(connectOriginsFromEnv({ CONTACT_ENDPOINT: " " })).toEqual([]);
  expect(connectOriginsFromEnv({ CONTACT_ENDPOINT: "https://api.acme.io/v1/contact?k=1" })).toEqual(
    ["https://api.acme.io"],
  );
  expect(connectOriginsFromEnv({ CONTACT_ENDPOINT: "http://127.0.0.1:8787/contact" })).toEqual([
    "http://127.0.0.1:8787",
  ]);
  expect(() => connectOriginsFromEnv({ CONTACT_ENDPOINT: "http://api.acme.io/" })).toThrow(
    /CONTACT_ENDPOINT/,
  );
  expect(() => connectOriginsFromEnv({ CONTACT_ENDPOINT: "api.acme.io" })).toThrow(
    /CONTACT_ENDPOINT/,
  );
  const policy = contentSecurityPolicy({
    styleHashes: [],
    connectOrigins: ["https://api.acme.io"],
  });
  expect(policy).toContain("connect-src 'self' https://api.acme.io;");
  expect(policy).not.toMatch(/unsafe/);
});

test("_headers round-trips and merges rules as Netlify and Cloudflare do", () => {
  const rules: HeaderRule[] = [
    { path: "/*", headers: [["X-One", "a"]] },
    { path: "/assets/*", headers: [["Cache-Control", "immutable"]] },
    { path: "/", headers: [["X-One", "b"]] },
  ];
  expect(parseHeadersFile(formatHeadersFile(rules, "two\nlines"))).toEqual(rules);
  expect(Object.fromEntries(headersForPath(rules, "/"))).toEqual({ "x-one": "a, b" });
  expect(Object.fromEntries(headersForPath(rules, "/assets/x.js"))).toEqual({
    "x-one": "a",
    "cache-control": "immutable",
  });
  expect(Object.fromEntries(headersForPath(rules, "/assets"))).toEqual({ "x-one": "a" });
});

test("npm start normalises paths as nginx does, refusing what climbs out", () => {
  const cases: [string, string][] = [
    ["/", "/"],
    ["//contact", "/contact"],
    ["/contact/", "/contact/"],
    ["/a/./b/../contact", "/a/contact"],
    ["/%63ontact", "/contact"],
    ["/contact%2F", "/contact/"],
    ["/assets/..", "/"],
  ];
  for (const [raw, normal] of cases) expect(normalizePath(raw), raw).toBe(normal);
  for (const raw of ["/..", "/../etc/passwd", "/%2e%2e/x", "/a/../../x", "/%zz", "/a%00b"]) {
    expect(() => normalizePath(raw), raw).toThrow();
  }
});
