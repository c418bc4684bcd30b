import { hostileRequests, type HostileRequest } from "./support/hostile-requests";
import { decodedBody, inParallel, rawRequest, single, type RawResponse } from "./support/raw-http";
import { servedBuild, sha256, type ServedBuild } from "./support/served-build";
import { expect, test } from "./support/served-site";

// Bits of files outside the build that must never come back, whatever the status.
const outsideMarkers = [
  "root:x:0:",
  '"name": "observability-site"',
  "createSiteServer",
  "repositoryformatversion",
  "include_if_exists",
  "add_header",
];
const listingMarkers = [/Index of \//i, /<title>Directory listing/i, /href="\.\.\/"/];
const answeredStatuses = new Set([301, 400, 404, 405, 414]);

/** Everything wrong with one answer; empty when it is fine. */
function problemsWith(build: ServedBuild, response: RawResponse): string[] {
  const problems: string[] = [];
  const { status } = response;
  let body: Buffer;
  try {
    body = decodedBody(response);
  } catch {
    return [`status ${status} with a body that does not decode`];
  }
  const text = body.toString("latin1");

  if (status === 200) {
    if (!build.digests.has(sha256(body)))
      problems.push("200 with a body that is no file of the build");
  } else if (!answeredStatuses.has(status)) {
    problems.push(`status ${status}`);
  }
  const notFoundPage = build.notFoundPages.some((page) => page.equals(body));
  if (status === 404 && response.body.length > 0 && !notFoundPage) {
    problems.push("404 whose body is not a prerendered not-found page");
  }
  if (status === 301) {
    const location = single(response, "location") ?? "";
    const path = location.split("?")[0] ?? "";
    if (!/^\/(?![/\\])/.test(location) || !build.pages.has(path)) {
      problems.push(`301 to ${JSON.stringify(location)}, not to a page of the site`);
    }
  }
  for (const marker of outsideMarkers) {
    if (text.includes(marker)) problems.push(`body contains ${JSON.stringify(marker)}`);
  }
  if (listingMarkers.some((pattern) => pattern.test(text))) problems.push("a directory listing");
  // Only the static 404 page may contain markup; an error text must not echo the request.
  if (status !== 200 && status !== 404 && /<script|onerror|onload/i.test(text)) {
    problems.push("error body echoes markup");
  }
  for (const [name, value] of build.everywhere) {
    if (single(response, name) !== value) problems.push(`${name} missing or different`);
  }
  return problems;
}

function describe(request: HostileRequest): string {
  const target = Buffer.isBuffer(request.target)
    ? request.target.toString("latin1")
    : request.target;
  const shown = target.length > 80 ? `${target.slice(0, 60)}… (${target.length} bytes)` : target;
  return `${request.method} ${JSON.stringify(shown)} [${request.kind}]`;
}

test.describe("hostile requests", () => {
  test("get only 301, 400, 404, 405 or 414, never a file outside the build", async ({
    baseURL,
  }, testInfo) => {
    const build = await servedBuild();
    const asset = build.servedFiles.find((file) => /^\/assets\/.+\.js$/.test(file));
    expect(asset, "the build has a hashed script").toBeDefined();
    const requests = hostileRequests(asset!);
    expect(requests.length).toBeGreaterThanOrEqual(500);

    const outcomes = await inParallel(requests, 8, async (request) => {
      try {
        const response = await rawRequest(baseURL!, request);
        return {
          request,
          status: String(response.status),
          problems: problemsWith(build, response),
        };
      } catch (error) {
        return { request, status: "no answer", problems: [String(error)] };
      }
    });

    const histogram: Record<string, number> = {};
    for (const { status } of outcomes) histogram[status] = (histogram[status] ?? 0) + 1;
    const summary = `${requests.length} hostile requests to ${baseURL}: ${JSON.stringify(histogram)}`;
    console.info(summary);
    await testInfo.attach("hostile-requests.json", {
      body: JSON.stringify(
        { summary, outcomes: outcomes.map((o) => ({ ...o, request: describe(o.request) })) },
        null,
        2,
      ),
      contentType: "application/json",
    });

    const failures = outcomes
      .filter((outcome) => outcome.problems.length > 0)
      .map(
        (outcome) =>
          `${describe(outcome.request)} -> ${outcome.status}: ${outcome.problems.join("; ")}`,
      );
    expect(failures, summary).toEqual([]);
  });
});
