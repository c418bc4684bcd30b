// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bootLoader, type BootData } from "./boot-loader";

const data: BootData = {
  chunks: "/assets/entry.js /assets/framework.js /assets/home.js",
  stylesheet: "/assets/app.css",
  fonts: "/assets/geist.woff2",
  pageData: "/assets/page-data-home.json",
};

/** Paint Timing as the browser reports it: the first contentful paint once `paint()` runs. */
let paint: () => void;
let readyState: DocumentReadyState;
let visibility: DocumentVisibilityState;

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = "";
  readyState = "loading";
  visibility = "visible";
  vi.spyOn(document, "readyState", "get").mockImplementation(() => readyState);
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      constructor(private report: (list: unknown, observer: unknown) => void) {}
      observe() {
        paint = () => this.report({ getEntriesByName: () => [{}] }, this);
      }
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const links = () =>
  [...document.head.querySelectorAll("link")].map(
    (link) => `${link.rel} ${link.getAttribute("href")}${link.media ? ` ${link.media}` : ""}`,
  );
const sheet = () => document.head.querySelector<HTMLLinkElement>("link[rel=stylesheet]");

function start() {
  const imported: string[] = [];
  bootLoader(data, (url) => {
    imported.push(url);
    return Promise.resolve();
  });
  return imported;
}

function load() {
  readyState = "complete";
  dispatchEvent(new Event("load"));
}

describe("the boot loader", () => {
  it("asks for nothing until the page has loaded and its first paint is reported", async () => {
    const imported = start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(links()).toEqual([]);
    load();
    await vi.advanceTimersByTimeAsync(100);
    expect(links()).toEqual([]);
    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(links()).toEqual([
      "preload /assets/geist.woff2",
      "stylesheet /assets/app.css print",
      "preload /assets/page-data-home.json",
      "modulepreload /assets/entry.js",
      "modulepreload /assets/framework.js",
      "modulepreload /assets/home.js",
    ]);
    expect(imported).toEqual([]);
    // The sheet in: the chunks run one by one, the entry last.
    sheet()?.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(0);
    expect(imported).toEqual(["/assets/framework.js", "/assets/home.js", "/assets/entry.js"]);
  });

  it("goes on after a second when the paint is never reported", async () => {
    start();
    load();
    await vi.advanceTimersByTimeAsync(999);
    expect(links()).toEqual([]);
    await vi.advanceTimersByTimeAsync(10);
    expect(links()).toHaveLength(6);
  });

  it("applies the sheet once its fonts are in", async () => {
    start();
    load();
    paint();
    await vi.advanceTimersByTimeAsync(40);
    expect(sheet()?.media).toBe("print");
    document.head.querySelector("link[href$=woff2]")?.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(0);
    expect(sheet()?.media).toBe("all");
  });

  it("applies the sheet after a second if its fonts are not in by then", async () => {
    start();
    load();
    paint();
    await vi.advanceTimersByTimeAsync(990);
    expect(sheet()?.media).toBe("print");
    await vi.advanceTimersByTimeAsync(20);
    expect(sheet()?.media).toBe("all");
  });

  it("starts at once when the visitor touches the page first, and only once", async () => {
    const imported = start();
    dispatchEvent(new Event("pointerdown"));
    await vi.advanceTimersByTimeAsync(0);
    expect(links()).toHaveLength(6);
    sheet()?.dispatchEvent(new Event("load"));
    load();
    paint();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(links()).toHaveLength(6);
    expect(imported).toHaveLength(3);
  });

  it("starts at once in a hidden tab, which paints nothing", async () => {
    visibility = "hidden";
    start();
    load();
    await vi.advanceTimersByTimeAsync(0);
    expect(links()).toHaveLength(6);
  });
});
