// What a page's first round trip must carry: the head (with the critical CSS inline) and the
// markup of its first view, at the phone's and the desktop's size. A browser parses and
// paints HTML as it arrives, so what follows the first view may come in later round trips;
// only this share is held to the HTML budget (tools/budget.ts, docs/performance.md).
import { brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import { JSDOM, VirtualConsole } from "jsdom";

/** The screens a first view is measured at: `npm run first-tap`'s phone, and the desktop. */
export const firstViewSizes = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;
export type FirstViewSize = (typeof firstViewSizes)[number];

/**
 * Lays pages out as their first paint draws them: scripts off (nothing has run before that
 * paint but the theme, which moves no box) and every request refused, so the critical CSS
 * inline is the only style and no image, font or sheet arrives. One tab per size, reused.
 */
export async function firstViewLayout(browser: Browser) {
  const tabs = new Map<FirstViewSize, Page>();
  for (const size of firstViewSizes) {
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.route("**/*", (route) => route.abort());
    tabs.set(size, page);
  }
  return {
    /**
     * The index, among the body's elements in document order, of the first one after the
     * last element the first view draws (that has a box within the screen): where the
     * markup the first view needs ends. The element count when the last one is in view.
     */
    async end(html: string, size: FirstViewSize): Promise<number> {
      const page = tabs.get(size) as Page;
      await page.setContent(html, { waitUntil: "domcontentloaded" });
      return page.evaluate(() => {
        let last = -1;
        document.body.querySelectorAll("*").forEach((element, index) => {
          const box = element.getBoundingClientRect();
          const drawn = box.width > 0 || box.height > 0;
          if (drawn && box.top < innerHeight && box.bottom > 0 && box.left < innerWidth)
            last = index;
        });
        return last + 1;
      });
    },
    close: () => Promise.all([...tabs.values()].map((page) => page.context().close())),
  };
}

/** A stretch of the document's text, as offsets into the string, with a name to report. */
export interface Part {
  name: string;
  from: number;
  to: number;
}

/** Elements whose inside is reported as one part: a section of the page, or a landmark in it. */
const sectioning = new Set(["header", "footer", "nav", "aside", "section", "article"]);

/** An element as a reader finds it: its tag and id, the heading that names it, or its text. */
const describe = (element: Element) => {
  const name =
    element.id ||
    element.getAttribute("aria-labelledby") ||
    (sectioning.has(element.localName) ? "" : (element.textContent ?? "").trim().slice(0, 24));
  return name ? `${element.localName} (${name})` : element.localName;
};

/**
 * The document, parsed once, up to the end of its first view at any size (`end`, from
 * `firstViewLayout`), in the parts a reader can act on: the head, the inline CSS, the head's
 * scripts and data, then the body's elements before the end, whole sections named by their
 * tag and id, and the section the first view ends in, up to that end.
 */
export function firstViewParts(html: string): (end: number) => Part[] {
  // Parsed with scripting off, as the browser laid it out (a <noscript> is then markup).
  // Only the elements' offsets are wanted: the stylesheets' text is blanked to spaces of
  // the same length, so jsdom does not parse their CSS (a fifth of the budget check's time).
  const blank = html.replace(/(<style[^>]*>)([^<]*)/g, (_, tag: string, css: string) =>
    tag.concat(" ".repeat(css.length)),
  );
  const dom = new JSDOM(blank, {
    includeNodeLocations: true,
    virtualConsole: new VirtualConsole(),
  });
  const { document } = dom.window;
  const at = (node: Node) => dom.nodeLocation(node)?.startOffset ?? html.length;
  const elements = document.body.querySelectorAll("*");
  return (end) => {
    const boundary = elements[end];
    const stop = boundary
      ? at(boundary)
      : (dom.nodeLocation(document.body)?.endOffset ?? html.length);
    const parts: Part[] = [];
    const push = (name: string, to: number) => {
      const from = parts.at(-1)?.to ?? 0;
      if (to > from) parts.push({ name, from, to });
    };
    const style = document.head.querySelector("style");
    if (style) {
      push("head", at(style));
      push("inline CSS", dom.nodeLocation(style)?.endOffset ?? at(style));
    }
    push("head's scripts and data", at(document.body));
    // Down from <body> towards the boundary: each element wholly before it is a part; the
    // one that holds it is opened or, if it is a section, reported as far as the boundary.
    let parent: Element = document.body;
    for (;;) {
      const holder = [...parent.children].find(
        (child) => boundary && child !== boundary && child.contains(boundary),
      );
      for (const child of parent.children) {
        if (child === holder || child === boundary) break;
        push(describe(child), dom.nodeLocation(child)?.endOffset ?? at(child));
      }
      if (!holder) break;
      if (sectioning.has(holder.localName)) {
        // Named as when it is whole, so a record compares the two.
        push(describe(holder), stop);
        break;
      }
      parent = holder;
    }
    push("text before the end of the first view", stop);
    return parts;
  };
}

/**
 * What a compressed body, or its first bytes, decodes to: as much of the document as a
 * browser can parse once those bytes are in (a cut stream is flushed, not refused).
 */
export function decodeBody(body: Buffer, encoding: string): Buffer {
  if (encoding === "br")
    return brotliDecompressSync(body, { finishFlush: constants.BROTLI_OPERATION_FLUSH });
  if (encoding === "gzip") return gunzipSync(body, { finishFlush: constants.Z_SYNC_FLUSH });
  if (encoding === "") return body;
  throw new Error(`Cannot measure a response encoded as ${encoding}`);
}

/** How much of the document the first `length` bytes of its compressed body decode to. */
export const decodedBytes = (body: Buffer, encoding: string, length: number) =>
  decodeBody(body.subarray(0, length), encoding).length;

/**
 * How many bytes of the compressed body must arrive before the browser can decode the
 * document's first `bytes` bytes: the real response's share, not the share compressed
 * apart (a compressor's window reaches back over the whole document).
 */
export function wireShare(body: Buffer, encoding: string, bytes: number): number {
  if (bytes <= 0) return 0;
  let low = 1;
  let high = body.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (decodedBytes(body, encoding, middle) >= bytes) high = middle;
    else low = middle + 1;
  }
  return low;
}

export interface FirstView {
  /** Bytes on the wire before the first view can be drawn: headers and the body's share. */
  wire: number;
  /** Where the first view ends at each size, in bytes of the document. */
  ends: Record<FirstViewSize["name"], number>;
  /** The document's length, bytes. */
  length: number;
  /** Each part's bytes on the wire (the headers first), up to the later of the two ends. */
  parts: { name: string; wire: number }[];
}

/**
 * Measures a page's first view in its real response.
 * @param html the document, as the body decodes
 * @param body the response's body, as sent
 * @param encoding its Content-Encoding ("" for none)
 * @param headers the bytes of its status line and headers
 * @param ends the first view's end at each size (`firstViewLayout().end`)
 */
export function measureFirstView(
  html: string,
  body: Buffer,
  encoding: string,
  headers: number,
  ends: Record<FirstViewSize["name"], number>,
): FirstView {
  const bytes = (offset: number) => Buffer.byteLength(html.slice(0, offset));
  const partsOf = firstViewParts(html);
  const partsAt = (size: FirstViewSize["name"]) => partsOf(ends[size]);
  const phone = partsAt("phone");
  const desktop = partsAt("desktop");
  const end = (parts: Part[]) => parts.at(-1)?.to ?? 0;
  const parts = end(phone) >= end(desktop) ? phone : desktop;
  const result: FirstView["parts"] = [{ name: "response headers", wire: headers }];
  let sent = 0;
  for (const part of parts) {
    const upTo = wireShare(body, encoding, bytes(part.to));
    result.push({ name: part.name, wire: upTo - sent });
    sent = upTo;
  }
  return {
    wire: headers + sent,
    ends: { phone: bytes(end(phone)), desktop: bytes(end(desktop)) },
    length: Buffer.byteLength(html),
    parts: result,
  };
}

/** A recorded measurement of a page's first view, to say what grew since. */
export type FirstViewRecord = Record<string, number>;

const number = (value: number) => value.toLocaleString("en-US");

/**
 * Why a first view does not fit its budget, for the person whose change made it so: the
 * page, its bytes against the budget, where the view ends at each size, and each part with
 * its bytes, the parts that grew since the record (if there is one) first.
 */
export function overBudget(
  page: string,
  view: FirstView,
  budget: number,
  record?: FirstViewRecord,
): string {
  const grown = view.parts
    .map((part) => ({ ...part, growth: part.wire - (record?.[part.name] ?? 0) }))
    .sort((a, b) => (record ? b.growth - a.growth : b.wire - a.wire));
  const lines = grown.map(({ name, wire, growth }) => {
    const since = record && growth !== 0 ? ` (${growth > 0 ? "+" : ""}${number(growth)})` : "";
    return `    ${name}: ${number(wire)} B${since}`;
  });
  return [
    `${page}: the first view takes ${number(view.wire)} bytes on the wire, over the ` +
      `${number(budget)} of one round trip by ${number(view.wire - budget)}. It ends at byte ` +
      `${number(view.ends.phone)} (phone) and ${number(view.ends.desktop)} (desktop) of ` +
      `${number(view.length)}; ${record ? "what grew since the record first" : "largest first"}:`,
    ...lines,
  ].join("\n");
}
