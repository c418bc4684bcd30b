// A page whose response arrives in pieces: the browser may paint what it has parsed so far.
// The header's row is drawn only once it is parsed to its end (src/styles/app.css), so what
// a first paint shows of it never moves as the rest arrives.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { firstViews } from "./support/content";
import { expect, test } from "./support/fixtures";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shifts";

/** The gap between the two pieces: long enough for the browser to paint in between. */
const gapMs = 400;

/**
 * A proxy to the site that sends the page at `path` in two pieces, cut just after the
 * header's primary navigation (inside the header's row), `gapMs` apart. Other requests
 * pass through whole.
 */
async function servedInPieces(origin: string, path: string) {
  const page = await fetch(`${origin}${path}`);
  const html = await page.text();
  const header = html.indexOf("<header");
  const cut = html.indexOf("</nav>", header) + "</nav>".length;
  expect(header, "the page has a header").toBeGreaterThan(0);
  expect(html.indexOf('data-header-end=""', header), "the cut is inside its row").toBeGreaterThan(
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

test(
  "a header that arrives in two pieces is drawn once whole: nothing in it moves",
  { tag: "@matrix" },
  async ({ page, baseURL }) => {
    const site = await servedInPieces(new URL(baseURL!).origin, firstViews[0]!.sample);
    try {
      await page.route(/\.woff2$/, (route) => route.abort());
      await recordLayoutShifts(page);
      await page.goto(site.url);
      await page.waitForTimeout(gapMs + 300);
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
