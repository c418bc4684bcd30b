/** What the build writes on the loader's <script> (app/document.tsx). */
export interface BootData {
  /** The page's chunks, the app's entry first, separated by spaces. */
  chunks: string;
  /** The whole stylesheet, linked after the first paint (absent in dev, which links it). */
  stylesheet?: string;
  /** The fonts the stylesheet names, fetched before it applies. */
  fonts?: string;
  /** The page's data file, which hydration fetches. */
  pageData?: string;
}

const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const loaded = (element: HTMLElement) =>
  new Promise<unknown>((resolve) => (element.onload = element.onerror = resolve));

/**
 * The loader every page carries inline at the end of <body>, in place of a boot module
 * script. The page arrives complete (prerendered HTML, the critical share of the stylesheet
 * inline) and JavaScript only makes it interactive, so nothing is fetched for it while the
 * first view is loading: once the page has loaded and its first contentful paint is
 * reported (a second at most), the loader fetches the whole stylesheet and the fonts it
 * names, and preloads the page's data file and chunks, each in a task of its own. The sheet
 * waits as `media="print"` until its fonts are in too (a second at most), then applies. The entry
 * is imported as soon as the sheet has loaded, the chunks one by one and the entry last
 * (entry-client.tsx applies the sheet itself before it hydrates). A hidden tab starts at
 * once, and so does a pointer down: the tap itself is held and replayed after hydration
 * (page-controls.ts), or works natively. Why each wait, with what measured it:
 * docs/decisions/0020-boot-loader-waits.md; why this loader and not a module script, and
 * not fewer waits or more: docs/decisions/0029-loader-chosen-by-real-loads.md.
 * @param load imports a module (the browser's `import()`; a test passes its own)
 */
export function bootLoader(data: BootData, load: (url: string) => Promise<unknown>): void {
  const doc = document;
  const chunks = data.chunks.split(" ");
  // Everything set before the link is in the document: a preload starts there, and one
  // started without its `as` and CORS mode is not the one the font's request then uses.
  const add = (rel: string, href = "", as?: string, media?: string) => {
    const link = doc.createElement("link");
    link.rel = rel;
    link.href = href;
    if (as) {
      link.as = as;
      link.crossOrigin = "";
    }
    if (media) link.media = media;
    return doc.head.appendChild(link);
  };
  let started = 0;
  const go = () => {
    if (started++) return;
    const fonts = data.fonts?.split(" ").map((href) => loaded(add("preload", href, "font")));
    const sheet = data.stylesheet && add("stylesheet", data.stylesheet, "", "print");
    setTimeout(() => add("preload", data.pageData, "fetch"));
    for (const chunk of chunks) setTimeout(() => add("modulepreload", chunk));
    void Promise.race([Promise.all(fonts ?? []), after(1e3)]).then(() => {
      if (sheet) sheet.media = "all";
    });
    void (sheet ? loaded(sheet) : after(0)).then(async () => {
      for (const chunk of [...chunks.slice(1), chunks[0] as string]) await load(chunk);
    });
  };
  const wait = async () => {
    if (doc.visibilityState != "hidden") {
      await Promise.race([
        new Promise((painted) =>
          new PerformanceObserver(
            (list) => list.getEntriesByName("first-contentful-paint")[0] && painted(0),
          ).observe({ type: "paint", buffered: true }),
        ),
        after(1e3),
      ]);
    }
    go();
  };
  addEventListener("pointerdown", go, true);
  if (doc.readyState == "complete") void wait();
  else addEventListener("load", () => void wait());
}
