// A page whose response arrives in pieces: the browser may paint what it has parsed so far.
// The header's row and the hero's text are drawn only once each is parsed to its end
// (`[data-drawn-whole]` in src/styles/app.css), so what a first paint shows of them never
// moves as the rest arrives.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { firstViews } from "./support/content";
import { expect, test } from "./support/fixtures";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shifts";

/** The gap between the two pieces: long enough for the browser to paint in between. */
const gapMs = 400;

/** Where a page is cut: just after the first `after` that follows `within`'s start. */
interface Cut {
  name: string;
  within: string;
  after: string;
}
const cuts: Cut[] = [
  // Inside the header's row, after its primary navigation.
  { name: "a header", within: "<header", after: "</nav>" },
  // Inside the hero's centred row of buttons, after the first.
  { name: "a hero", within: 'id="hero-title"', after: "</a>" },
];

/**
 * A proxy to the site that sends the page at `path` in two pieces, cut where `cut` says,
 * `gapMs` apart. Other requests pass through whole.
 */
async function servedInPieces(origin: string, path: string, { within, after }: Cut) {
  const page = await fetch(`${origin}${path}`);
  const html = await page.text();
  const start = html.indexOf(within);
  const cut = html.indexOf(after, start) + after.length;
  expect(start, `the page has ${within}`).toBeGreaterThan(0);
  expect(html.indexOf('data-parsed-end=""', start), "the cut is inside the box").toBeGreaterThan(
    cut,
  );
  // The body is sent decoded: drop what described the encoded one.
  const headers = (response: Response) =>
    Object.fromEntries(
      [...response.headers].filter(
        ([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name),
      ),
    );
  const server: Server = createServer((request, response) => {
    if (request.url === path) {
      response.writeHead(200, headers(page));
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), gapMs);
      return;
    }
    void fetch(`${origin}${request.url}`).then(async (upstream) => {
      response.writeHead(upstream.status, headers(upstream));
      response.end(Buffer.from(await upstream.arrayBuffer()));
    });
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: () => new Promise((closed) => server.close(closed)),
  };
}

// Without the brand face, whose swap is tested in fonts.spec.ts: the font held back is
// reported by the browser as a failed load. With scripts: without them, the whole sheet that
// <noscript> links holds the first paint until it loads, and no half-parsed page is drawn.
test.use({ viewport: { width: 1280, height: 800 }, allowedConsoleErrors: [/net::ERR_FAILED/] });

for (const cut of cuts) {
  test(
    `${cut.name} that arrives in two pieces is drawn once whole: nothing in it moves`,
    { tag: "@matrix" },
    async ({ page, baseURL }) => {
      const site = await servedInPieces(new URL(baseURL!).origin, firstViews[0]!.sample, cut);
      try {
        await page.route(/\.woff2$/, (route) => route.abort());
        await recordLayoutShifts(page);
        // Loaded once the second piece is parsed; a shift it causes is in the next frame.
        await page.goto(site.url);
        await page.evaluate(() => new Promise((framed) => requestAnimationFrame(framed)));
        await page.evaluate(() => new Promise((framed) => requestAnimationFrame(framed)));
        expect((await layoutShifts(page)).map(({ moved }) => moved)).toEqual([]);
      } finally {
        // The page is still loading through the proxy on a busy machine (its chunks, after
        // the paint): leave it first, or closing the proxy resets those requests, which the
        // page reports as console errors.
        await page.goto("about:blank");
        await site.close();
      }
    },
  );
}
