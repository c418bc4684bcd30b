import "./styles/app.css";

/**
 * The first script of every page. The page arrives complete (prerendered HTML, inline CSS),
 * and JavaScript only makes it interactive, so React is not fetched while the first view is
 * still loading: it would take bandwidth from the largest image and main-thread time from
 * the first paint. Hydration starts once the page has loaded and painted.
 */
function afterFirstView(start: () => void): void {
  const afterPaint = () => {
    // A hidden tab does not paint (or run animation frames): nothing to wait for.
    if (document.visibilityState === "hidden") start();
    // Two frames after load: the first view, its largest image included, has been painted
    // (an image that finished loading is often painted a frame late) before React arrives.
    else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  };
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
}

afterFirstView(() => {
  // The build lists the page's chunks on this script, so that they download in parallel
  // instead of being discovered one import at a time.
  const chunks = document.querySelector<HTMLScriptElement>("script[data-chunks]")?.dataset.chunks;
  for (const href of chunks?.split(" ") ?? []) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  void import("./entry-client");
});
