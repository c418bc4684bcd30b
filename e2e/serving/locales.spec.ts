import { readFileSync } from "node:fs";
import { join } from "node:path";
import { distDir } from "../../server/dist-dir";
import { content, otherLocales, pageIn, sitePages } from "../support/content";
import { decodedBody, rawRequest, single } from "./support/raw-http";
import { expect, test } from "./support/served-site";

// Each language's addresses as the server under test (`npm start`'s, or nginx configured by
// deploy/nginx/) answers them, from the page list the build wrote (builder/pages.ts): every
// page in its language, and an unknown address under a language its own not-found page,
// with status 404. Which addresses redirect (a language's home keeps its slash) is the
// route table's (server/route-table.test.ts), and headers.spec.ts sends every redirect in
// it to the server.

const get = (baseURL: string, target: string) =>
  rawRequest(baseURL, { method: "GET", target, headers: { "Accept-Encoding": "br" } });

test("every page of every locale is served in its language", async ({ baseURL }) => {
  for (const { sample, status, locale, file } of sitePages) {
    const response = await get(baseURL!, sample);
    expect(response.status, sample).toBe(status);
    expect(single(response, "content-type"), sample).toBe("text/html; charset=utf-8");
    const body = decodedBody(response);
    expect(body.equals(readFileSync(join(distDir, file))), `${sample} is ${file}`).toBe(true);
    expect(body.toString("utf8"), sample).toMatch(
      new RegExp(`^<!DOCTYPE html><html lang="${locale}"`),
    );
  }
});

for (const locale of otherLocales) {
  const home = pageIn("home", locale).path;
  const contact = pageIn("contact", locale).path;
  const notFound = pageIn("not-found", locale);

  test(`${home}: unknown paths under it get its own not-found page`, async ({ baseURL }) => {
    const page = readFileSync(join(distDir, notFound.file));
    const { title } = content(locale)["not-found"].page;
    expect(page.toString("utf8"), `${notFound.file} is in its language`).toContain(title);
    for (const path of [notFound.sample, `${home}xyz`, `${home}a/b?x=1`, `${contact}/nope`]) {
      const response = await get(baseURL!, path);
      expect(response.status, path).toBe(404);
      expect(single(response, "content-type"), path).toBe("text/html; charset=utf-8");
      expect(decodedBody(response).equals(page), `${path} gets ${notFound.file}`).toBe(true);
    }
  });
}
