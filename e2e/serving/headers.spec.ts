import { existsSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { contentTypeFor } from "../../server/content-types";
import { distDir } from "../../server/dist-dir";
import { cacheOf } from "../../server/route-table";
import { immutableCache, revalidateCache } from "../../server/security-headers";
import { decodedBody, inParallel, rawRequest, single, type RawResponse } from "./support/raw-http";
import { servedBuild, type ServedBuild } from "./support/served-build";
import { expect, test } from "./support/served-site";

// What the server under test (`npm start`'s, or nginx configured by deploy/nginx/) sends,
// against what the build's _headers declares.

/** Headers that only a misconfigured server would add. */
const forbiddenHeaders = ["x-powered-by", "x-aspnet-version", "x-frame-options"];

/**
 * The headers that matter in an answer: each declared one (as sent once), the forbidden ones
 * present, whether Server names a version. One value, compared at once: hundreds of answers
 * are checked, and each `expect` costs a reporting step.
 */
function headerView(response: RawResponse, declared: Map<string, string>) {
  return {
    declared: Object.fromEntries(
      [...declared.keys()].map((name) => [name, single(response, name)]),
    ),
    forbidden: forbiddenHeaders.filter((name) => single(response, name) !== undefined),
    serverNamesVersion: /\d/.test(single(response, "server") ?? ""),
  };
}

const expectedView = (declared: Map<string, string>) => ({
  declared: Object.fromEntries(declared),
  forbidden: [],
  serverNamesVersion: false,
});

/** Checks every declared header is sent once with the declared value, and no version leaks. */
function expectHeaders(response: RawResponse, declared: Map<string, string>, label: string) {
  expect(headerView(response, declared), label).toEqual(expectedView(declared));
}

function get(
  baseURL: string,
  target: string,
  headers: Record<string, string> = {},
  method = "GET",
) {
  return rawRequest(baseURL, { method, target, headers });
}

let build: ServedBuild;

test.beforeAll(async () => {
  build = await servedBuild();
});

test.describe("every file of the build", () => {
  test("is sent with exactly the headers _headers declares, compressed as asked", async ({
    baseURL,
  }) => {
    // Every file three times over: the blog's pages, feeds and images make hundreds.
    const encodings = [
      { accept: "br, gzip", sibling: ".br", encoding: "br" },
      { accept: "gzip", sibling: ".gz", encoding: "gzip" },
      { accept: "identity", sibling: undefined, encoding: undefined },
    ];
    const probes = build.servedFiles.flatMap((path) =>
      encodings.map((encoding) => ({ path, ...encoding })),
    );
    const problems = await inParallel(probes, 6, async ({ path, accept, sibling, encoding }) => {
      const response = await get(baseURL!, path, { "Accept-Encoding": accept });
      const declared = build.declared(path);
      const precompressed = sibling !== undefined && existsSync(join(distDir, path + sibling));
      const sent = {
        status: response.status,
        headers: headerView(response, declared),
        cacheControl: single(response, "cache-control"),
        contentType: single(response, "content-type"),
        contentEncoding: single(response, "content-encoding"),
        varyNamesEncoding: /Accept-Encoding/i.test(single(response, "vary") ?? ""),
        bodyIsTheFile: decodedBody(response).equals(build.read(path)),
      };
      const expected = {
        status: 200,
        headers: expectedView(declared),
        // As the route table has it: a year for names that change with the content.
        cacheControl: cacheOf(path) === "immutable" ? immutableCache : revalidateCache,
        contentType: contentTypeFor(path),
        contentEncoding: precompressed ? encoding : undefined,
        varyNamesEncoding: precompressed || sent.varyNamesEncoding,
        bodyIsTheFile: true,
      };
      return isDeepStrictEqual(sent, expected)
        ? undefined
        : `${path} (Accept-Encoding: ${accept}): sent ${JSON.stringify(sent)}, expected ${JSON.stringify(expected)}`;
    });
    expect(problems.filter(Boolean)).toEqual([]);
  });

  test("answers a matching If-None-Match with 304 and the same headers", async ({ baseURL }) => {
    const asset = build.servedFiles.find((file) => file.endsWith(".js"))!;
    for (const path of ["/", asset]) {
      const first = await get(baseURL!, path, { "Accept-Encoding": "br" });
      const etag = single(first, "etag");
      expect(etag, `${path} has an ETag`).toBeDefined();
      const again = await get(baseURL!, path, { "Accept-Encoding": "br", "If-None-Match": etag! });
      expect(again.status, path).toBe(304);
      expectHeaders(again, build.declared(path), `${path} 304`);
    }
  });
});

test.describe("pages", () => {
  test("are served at their canonical URL, for GET and HEAD", async ({ baseURL }) => {
    for (const [route, file] of build.pages) {
      for (const method of ["GET", "HEAD"]) {
        const response = await get(baseURL!, route, { "Accept-Encoding": "br" }, method);
        const label = `${method} ${route}`;
        expect(response.status, label).toBe(200);
        expectHeaders(response, build.declared(route), label);
        expect(single(response, "cache-control"), label).toBe(revalidateCache);
        expect(single(response, "content-type"), label).toBe("text/html; charset=utf-8");
        expect(single(response, "content-encoding"), label).toBe("br");
        if (method === "GET")
          expect(decodedBody(response).equals(build.read(file)), label).toBe(true);
        else expect(response.body.length, label).toBe(0);
      }
    }
  });

  test("redirect from their other forms with 301, keeping the query", async ({ baseURL }) => {
    const cases: [string, string][] = [];
    for (const [from, to] of build.redirects) {
      cases.push([from, to], [`${from}?a=1&b=%3C`, `${to}?a=1&b=%3C`]);
    }
    for (const [from, to] of cases) {
      const response = await get(baseURL!, from);
      expect(response.status, from).toBe(301);
      expect(single(response, "location"), from).toBe(to);
      expectHeaders(response, build.everywhere, `${from} 301`);
      expect(single(response, "cache-control"), from).toBe(revalidateCache);
    }
  });
});

test.describe("errors", () => {
  test("unknown paths, folders, internals and precompressed copies get the 404 page", async ({
    baseURL,
  }) => {
    const asset = build.servedFiles.find((file) => file.startsWith("/assets/"))!;
    const paths = [
      "/nope",
      "/this/does-not-exist?x=1",
      "/assets/missing.js",
      "/assets/",
      "/assets",
      "/404.html",
      "/_headers",
      "/index.html.br",
      "/index.html.gz",
      `${asset}.gz`,
      "/.env",
      "/contact/nope",
      "/contact/index.html/",
    ];
    for (const path of paths) {
      for (const accept of ["br", "gzip", "identity"]) {
        const response = await get(baseURL!, path, { "Accept-Encoding": accept });
        const label = `${path} (${accept})`;
        expect(response.status, label).toBe(404);
        expectHeaders(response, build.everywhere, label);
        expect(single(response, "cache-control"), label).toBe(revalidateCache);
        expect(single(response, "content-type"), label).toBe("text/html; charset=utf-8");
        expect(single(response, "content-encoding"), label).toBe(
          accept === "identity" ? undefined : accept,
        );
        expect(
          decodedBody(response).equals(build.notFoundPage(path)),
          `${label}: the 404 page`,
        ).toBe(true);
      }
    }
  });

  test("methods other than GET and HEAD get 405 with Allow", async ({ baseURL }) => {
    const asset = build.servedFiles.find((file) => file.startsWith("/assets/"))!;
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]) {
      for (const path of ["/", "/contact", "/nope", asset]) {
        const response = await get(baseURL!, path, { "Content-Length": "0" }, method);
        const label = `${method} ${path}`;
        expect(response.status, label).toBe(405);
        expectHeaders(response, build.everywhere, label);
        expect(single(response, "allow"), label).toBe("GET, HEAD");
      }
    }
  });
});
