import { pageKinds, type PageId, type PageKind } from "../src/site-pages.ts";

const KB = 1024;

/**
 * The performance budgets of every gated page (each locale's `/` and `/contact`), the one
 * place they are written: `npm run test:budget` (tools/budget.ts) checks the bytes from
 * the build, served as production serves them; `npm run perf` (tools/perf.ts) checks the
 * bytes and Lighthouse's timings (mobile, simulated throttling; not in `npm test`, as
 * timings are noisy on a small machine); docs/performance.md lists them (a unit test keeps
 * its table equal to this one). Bytes are on the wire: compressed as a current browser is
 * sent them, with each response's headers, as a visitor pays them.
 */
export const budgets = {
  /** First-load JavaScript: every script the page loads before any interaction. */
  js: 90 * KB,
  /** The stylesheet, which the boot loader links after the first paint. */
  css: 12 * KB,
  /** Web fonts the first view draws with (the brand face, swapped in after the first paint). */
  fonts: 35 * KB,
  /**
   * The share of a page's HTML response its first view needs, headers included: the head
   * with the critical share of the stylesheet inline, and the markup down to the end of the
   * first view at the phone's and the desktop's size (tools/first-view.ts). It is what a new
   * connection delivers in its first round trip (TCP's initial window, 10 segments of 1,460
   * bytes); the rest of the document streams in later round trips, after the first paint.
   */
  html: 14_600,
  /**
   * A long page's first view (a blog post brings its cover inline, a composed page its
   * FAQ's data in the head): two round trips (then 20 segments).
   */
  blogHtml: 43_800,
  /** Everything the first load fetches: HTML, scripts, stylesheet, fonts, images, data. */
  transfer: 150 * KB,
  performance: 100,
  /**
   * Lighthouse's SEO score: crawlable, described, a valid robots.txt (the AI preferences are
   * a response header, not robots.txt lines its audit calls invalid).
   */
  seo: 100,
  /** First Contentful Paint, ms. */
  fcp: 750,
  /** Largest Contentful Paint, ms. */
  lcp: 850,
  /**
   * A blog page's FCP and LCP, ms. Its HTML is two round trips (blogHtml: a post's text is in
   * its page), and the second ends at 757 ms in Lighthouse's simulation, before the paint's
   * own work: 150 ms over the site's pages, which fit one, the same 100 ms between the two.
   */
  blogFcp: 900,
  blogLcp: 1_000,
  /** LCP at most this much after FCP, ms: the poster reaches the screen with the text. */
  lcpAfterFcp: 150,
  /** Total Blocking Time, ms. */
  tbt: 50,
  /** Cumulative Layout Shift, as Lighthouse rounds it (three decimals). */
  cls: 0,
  /**
   * A tap given at the first paint, on the phone profile (`npm run first-tap`): ms from the
   * tap to its effect for a control that works natively, from hydration for one whose tap
   * is replayed (medians).
   */
  firstTap: 100,
  /** Taps given at the first paint that were lost, of every run of every control. */
  firstTapLost: 0,
};

/**
 * A page longer than one round trip, held to the blog's HTML, FCP and LCP budgets: a blog
 * page, a composed landing page, whose blocks carry its whole text and FAQ JSON-LD, and a
 * kind declared `long` (the privacy policy).
 */
export const isLongPage = (page: { id: PageId; blog?: unknown; composed?: unknown }) =>
  page.blog !== undefined ||
  page.composed !== undefined ||
  (pageKinds[page.id] as PageKind).long === true;

/** What 200 more blog posts may add to a build, s (`npm run measure:blog-scale`). */
export const blogScaleSeconds = 30;

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
