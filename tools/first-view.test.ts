// The HTML budget holds the first view, not the document: proven on the built Japanese
// home page (a copy in tools/fixtures/, with the headers its response carries), laid out in
// Chromium at the phone's and the desktop's size and compressed as the build compresses it.
import { readFileSync } from "node:fs";
import { brotliCompressSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brotliOptions } from "../builder/compress.ts";
import { budgets } from "./budgets.ts";
import { chromiumArgs, chromiumPath } from "./chromium.ts";
import {
  decodedBytes,
  firstViewLayout,
  firstViewSizes,
  measureFirstView,
  overBudget,
  wireShare,
  type FirstViewRecord,
} from "./first-view.ts";

const page = readFileSync(new URL("fixtures/first-view/ja-home.html", import.meta.url), "utf8");
/** The status line and headers `npm start`'s server sends with /ja/ (its security policy). */
const headers = 1642;

const subtitle = "根本原因を数分で特定できます。</p>";
/** Two sentences a marketer adds to the hero's subtitle: 53 characters. */
const added =
  "導入はわずか数日で、既存のOpenTelemetryデータをそのまま活用できます。専任チームが移行を最後まで支援します。";
/** A block a marketer adds below the first view: questions and answers. */
const faq = `<section id="faq" aria-labelledby="faq-title" class="border-t border-line/70 py-20"><div data-slot="container" class="mx-auto w-full max-w-6xl px-4"><h2 id="faq-title" class="text-3xl font-bold text-heading">よくあるご質問</h2>${[
  [
    "オンプレミスでも利用できますか？",
    "はい。すべての機能をお客様のデータセンターで運用でき、データが社外に出ることはありません。",
  ],
  [
    "既存のエージェントは使えますか？",
    "OpenTelemetry、Prometheus、Fluent Bitなどのデータをそのまま取り込めます。",
  ],
  [
    "料金はどのように決まりますか？",
    "取り込むデータ量と保存期間に応じた従量課金です。見積もりは営業担当にお問い合わせください。",
  ],
  [
    "導入にはどのくらいかかりますか？",
    "標準的な構成であれば数日で最初のダッシュボードをご覧いただけます。",
  ],
]
  .map(
    ([q, a]) =>
      `<details class="mt-4 rounded-2xl border p-5"><summary class="font-semibold">${q}</summary><p class="mt-2 text-fg-muted">${a}</p></details>`,
  )
  .join("")}</div></section>`;

/** Digits no compressor shrinks much: a drawing's path data, as an inline SVG carries it. */
function pathData(length: number): string {
  let seed = 51;
  let out = "M0 0";
  while (out.length < length) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    out += ` L${seed % 997} ${(seed >> 10) % 991}`;
  }
  return out;
}
/** A first view that grew: the hero gains a 14 KB inline illustration above its buttons. */
const illustration = `<svg aria-hidden="true" viewBox="0 0 1000 1000" class="mx-auto mt-6 h-24"><path d="${pathData(14_000)}"/></svg>`;

let browser: Browser;
let layout: Awaited<ReturnType<typeof firstViewLayout>>;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  layout = await firstViewLayout(browser);
});
afterAll(async () => {
  await layout.close();
  await browser.close();
});

/** The page as the server sends it: the first view's bytes, and the whole response's. */
async function measure(html: string) {
  const body = brotliCompressSync(html, brotliOptions(Buffer.from(html), false));
  const [phone, desktop] = firstViewSizes;
  const ends = { phone: await layout.end(html, phone), desktop: await layout.end(html, desktop) };
  return { view: measureFirstView(html, body, "br", headers, ends), whole: headers + body.length };
}
const recordOf = (parts: { name: string; wire: number }[]): FirstViewRecord =>
  Object.fromEntries(parts.map((part) => [part.name, part.wire]));

describe("the first view's share of a response", () => {
  it("is the compressed bytes a browser needs to decode that much of the document", () => {
    const html = Buffer.from(page);
    const body = brotliCompressSync(html, brotliOptions(html, false));
    const share = wireShare(body, "br", 30_000);
    expect(decodedBytes(body, "br", share)).toBeGreaterThanOrEqual(30_000);
    expect(decodedBytes(body, "br", share - 1)).toBeLessThan(30_000);
    expect(wireShare(body, "br", html.length)).toBeLessThanOrEqual(body.length);
  });
});

describe("the HTML budget on the Japanese home page", () => {
  it("counts the head, the inline CSS and the markup down to the hero, not the document", async () => {
    const { view, whole } = await measure(page);
    expect(view.parts.map((part) => part.name)).toEqual([
      "response headers",
      "head",
      "inline CSS",
      "head's scripts and data",
      "a (メインコンテンツへスキップ)",
      "header",
      "section (hero-title)",
    ]);
    expect(view.wire).toBe(view.parts.reduce((sum, part) => sum + part.wire, 0));
    expect(view.ends.phone).toBeLessThan(view.length * 0.7);
    expect(view.wire).toBeLessThan(whole - 3_000);
    expect(view.wire).toBeLessThanOrEqual(budgets.html);
  });

  it("passes on a subtitle longer by two sentences, which the whole document did not", async () => {
    expect(added.length).toBeGreaterThanOrEqual(50);
    const before = await measure(page);
    const { view, whole } = await measure(
      page.replace(subtitle, `根本原因を数分で特定できます。${added}</p>`),
    );
    console.info(
      `longer subtitle: first view ${before.view.wire} -> ${view.wire} B, ` +
        `whole response ${before.whole} -> ${whole} B (budget ${budgets.html})`,
    );
    expect(whole).toBeGreaterThan(budgets.html);
    expect(view.wire).toBeLessThanOrEqual(budgets.html);
  });

  it("passes on a block added below the first view, whose bytes it does not count", async () => {
    const before = await measure(page);
    const { view, whole } = await measure(page.replace("</main>", `${faq}</main>`));
    console.info(
      `block below: first view ${before.view.wire} -> ${view.wire} B, ` +
        `whole response ${before.whole} -> ${whole} B (budget ${budgets.html})`,
    );
    expect(whole).toBeGreaterThan(before.whole + 300);
    // Unchanged but for the compressor's choices: its blocks' codes are fitted to what follows.
    expect(Math.abs(view.wire - before.view.wire)).toBeLessThanOrEqual(64);
    expect(view.wire).toBeLessThanOrEqual(budgets.html);
  });

  it("fails on a first view that grew past the round trip, naming the page, the bytes and what grew", async () => {
    const before = await measure(page);
    const grown = page.replace(subtitle, `${subtitle}${illustration}`);
    const { view } = await measure(grown);
    expect(view.wire).toBeGreaterThan(budgets.html);
    const message = overBudget("/ja/", view, budgets.html, recordOf(before.view.parts));
    console.info(message);
    const lines = message.split("\n");
    expect(lines[0]).toContain(
      `/ja/: the first view takes ${view.wire.toLocaleString("en-US")} bytes`,
    );
    expect(lines[0]).toContain(`by ${(view.wire - budgets.html).toLocaleString("en-US")}`);
    // The hero grew, by about its drawing's compressed bytes, and is named first.
    expect(lines[1]).toMatch(/^ {4}section \(hero-title\): [\d,]+ B \(\+[\d,]+\)$/);
    const growth = Number(/\(\+([\d,]+)\)/.exec(lines[1] ?? "")?.[1]?.replace(/,/g, ""));
    expect(growth).toBeGreaterThan(view.wire - budgets.html);
  });
});
