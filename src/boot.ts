import "./styles/app.css";

/**
 * The first script of every page. The page arrives complete (prerendered HTML, inline CSS),
 * and JavaScript only makes it interactive, so React is not fetched while the first view is
 * still loading: it would take bandwidth from the largest image and main-thread time from
 * the first paint. Hydration starts once the page has loaded and painted.
 */
function afterFirstView(start: () => void): void {
  const afterPaint = async () => {
    // A hidden tab does not paint (or run animation frames): nothing to wait for.
    if (document.visibilityState === "hidden") return start();
    // A loaded image is decoded off the main thread and may reach the screen frames after
    // the load event (a large AVIF poster often does): wait for the first view's images,
    // never longer than a second, then two frames so that they have been painted.
    const inView = [...document.images].filter((image) => {
      const { top, bottom, width } = image.getBoundingClientRect();
      return width > 0 && bottom > 0 && top < innerHeight;
    });
    const decoded = Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
    await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 1000))]);
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  };
  if (document.readyState === "complete") void afterPaint();
  else addEventListener("load", () => void afterPaint(), { once: true });
}

afterFirstView(() => {
  // The build lists the page's chunks on this script, so that they download in parallel
  // instead of being discovered one import at a time.
  const chunks = document.querySelector<HTMLScriptElement>("script[data-chunks]")?.dataset.chunks;
  for (const href of chunks?.split(" ").filter(Boolean) ?? []) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  void import("./app/entry-client");
});
