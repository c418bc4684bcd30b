/// <reference lib="dom" />
import type { Page } from "@playwright/test";

/** An sRGB colour with straight (not premultiplied) alpha in 0..1. */
export type Rgba = [number, number, number, number];

/** A rectangle in CSS pixels, relative to the viewport. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Something whose contrast is judged: a run of visible text (a text node, a placeholder, a
 * field's value; 4.5:1 or 3:1 when large), an icon that alone identifies a control, or a
 * form field's border (3:1, WCAG 1.4.11).
 */
export interface TextItem {
  /** Index in the list `textItems` returned; `rectsOf` re-measures it after scrolling. */
  index: number;
  kind: "text" | "icon" | "border";
  text: string;
  element: string;
  color: Rgba;
  /** 3 for large text (24 px, or 18.66 px bold), 4.5 otherwise (WCAG 1.4.3). */
  required: number;
  rects: Box[];
  /** The text sits in a fixed or sticky container (header, toaster, dialog). */
  overlay: boolean;
}

/**
 * Helpers that run inside the page. Installed once per document by `installProbe`, because
 * functions handed to `page.evaluate` are serialised and cannot share module code.
 */
export interface Probe {
  parseColor(color: string): Rgba;
  luminance(color: Rgba): number;
  contrast(a: Rgba, b: Rgba): number;
  /** `fg` painted over the opaque `bg`. */
  over(fg: Rgba, bg: Rgba): Rgba;
  describe(element: Element): string;
  /** Rendered for sighted users: in the layout, not invisible, not transparent. */
  isRendered(element: Element): boolean;
  /** The sr-only pattern: in the accessibility tree but clipped to (almost) nothing. */
  isVisuallyHidden(element: Element): boolean;
  /** Why focus on this element would be wrong (hidden, inert, behind a modal), or null. */
  hiddenOrInertReason(element: Element): string | null;
  /** Fixed or sticky positioning on the element or an ancestor. */
  isInOverlay(element: Element): boolean;
  /** Product of `opacity` of the element and its ancestors. */
  opacity(element: Element): number;
  textItems(root?: Element): TextItem[];
  /** The current viewport rectangles of an item from the last `textItems` call. */
  rectsOf(index: number): Box[];
  /** The element an item belongs to (for hit tests). */
  elementOf(index: number): Element | null;
  /** Decodes a PNG screenshot (base64) and keeps it under `key`. */
  loadImage(key: string, base64: string): Promise<void>;
  /** The pixel at CSS px (x, y) of a stored screenshot whose top-left is at (originX, originY). */
  pixel(key: string, x: number, y: number): Rgba | null;
  images: Record<
    string,
    { data: Uint8ClampedArray; width: number; height: number; x: number; y: number }
  >;
  /** Adds or removes an override style sheet (constructable, so the page's CSP allows it). */
  setOverride(name: string, css: string | null): void;
}

declare global {
  interface Window {
    __a11yProbe?: Probe;
  }
}

const probed = new WeakSet<Page>();

/**
 * Installs `window.__a11yProbe` in the current document and, through an init script, in
 * every document the page loads later, so later calls cost no round trip.
 */
export async function installProbe(page: Page): Promise<void> {
  if (probed.has(page)) return;
  probed.add(page);
  await page.addInitScript(probeInstaller);
  await page.evaluate(probeInstaller);
}

function probeInstaller(): void {
  {
    if (window.__a11yProbe) return;
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true })!;
    const cache = new Map<string, Rgba>();
    const overrides = new Map<string, CSSStyleSheet>();

    const parseColor = (color: string): Rgba => {
      const known = cache.get(color);
      if (known) return known;
      // The canvas converts any CSS colour (oklch, lab, color-mix, system colours) to sRGB.
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = "rgb(0 0 0 / 0)";
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      const rgba: Rgba = [r, g, b, a / 255];
      cache.set(color, rgba);
      return rgba;
    };

    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = ([r, g, b]: Rgba) =>
      0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const contrast = (a: Rgba, b: Rgba) => {
      const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (l1 + 0.05) / (l2 + 0.05);
    };
    const over = (fg: Rgba, bg: Rgba): Rgba => {
      const a = fg[3];
      return [
        fg[0] * a + bg[0] * (1 - a),
        fg[1] * a + bg[1] * (1 - a),
        fg[2] * a + bg[2] * (1 - a),
        1,
      ];
    };

    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const role = element.getAttribute("role");
      const label =
        element.getAttribute("aria-label") ??
        (element as HTMLElement).innerText?.replace(/\s+/g, " ").trim().slice(0, 50) ??
        "";
      return `<${element.tagName.toLowerCase()}${id}${role ? ` role=${role}` : ""}> "${label}"`;
    };

    const isVisuallyHidden = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const rect = node.getBoundingClientRect();
        const clipped =
          (style.clip !== "auto" && /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(style.clip)) ||
          style.clipPath === "inset(50%)";
        if (clipped && rect.width <= 1 && rect.height <= 1) return true;
        if (style.overflow === "hidden" && rect.width <= 1 && rect.height <= 1) return true;
      }
      return false;
    };

    const isRendered = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      !isVisuallyHidden(element);

    const hiddenOrInertReason = (element: Element): string | null => {
      if (element === document.body || element === document.documentElement) return "no element";
      if (!element.isConnected) return "detached from the document";
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        return "not rendered (display, visibility or opacity)";
      if (isVisuallyHidden(element)) return "visually hidden (clipped to 1px)";
      const rect = element.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) return "has no size";
      if (element.closest("[inert]")) return "inside an inert subtree";
      if (element.closest('[aria-hidden="true"]')) return "inside aria-hidden content";
      const modals = [...document.querySelectorAll("dialog")].filter((dialog) =>
        dialog.matches(":modal"),
      );
      const top = modals.at(-1);
      if (top && !top.contains(element)) return "outside the open modal dialog (inert)";
      return null;
    };

    const isInOverlay = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === "fixed" || position === "sticky") return true;
        if (node instanceof HTMLDialogElement && node.matches(":modal")) return true;
      }
      return false;
    };

    const opacity = (element: Element) => {
      let value = 1;
      for (let node: Element | null = element; node; node = node.parentElement) {
        value *= Number(getComputedStyle(node).opacity);
      }
      return value;
    };

    const requiredFor = (style: CSSStyleDeclaration) => {
      const size = parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      return size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    };

    const contentBox = (element: Element): Box => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const left = parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
      const top = parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop);
      const right = parseFloat(style.borderRightWidth) + parseFloat(style.paddingRight);
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
      return {
        x: rect.x + left,
        y: rect.y + top,
        width: Math.max(0, rect.width - left - right),
        height: Math.min(lineHeight, rect.height - top),
      };
    };

    type Source =
      | { kind: "text"; node: Text; element: Element }
      | { kind: "field" | "icon" | "border"; node: Element; element: Element };
    let sources: Source[] = [];
    const range = document.createRange();
    const plain = ({ x, y, width, height }: DOMRect | Box): Box => ({ x, y, width, height });

    const rectsOf = (index: number): Box[] => {
      const source = sources[index];
      if (!source || !source.node.isConnected) return [];
      if (source.kind === "text") {
        range.selectNodeContents(source.node);
        return [...range.getClientRects()]
          .filter((rect) => rect.width > 0.5 && rect.height > 0.5)
          .map(plain);
      }
      if (source.kind === "field") return [contentBox(source.node)];
      const rect = source.node.getBoundingClientRect();
      if (source.kind === "icon") return [plain(rect)];
      // A field's border: judged against the strips just outside its left and right edges.
      return [
        { x: rect.x - 3, y: rect.y + rect.height / 4, width: 2, height: rect.height / 2 },
        { x: rect.right + 1, y: rect.y + rect.height / 4, width: 2, height: rect.height / 2 },
      ];
    };

    const textItems = (root: Element = document.body): TextItem[] => {
      const items: TextItem[] = [];
      sources = [];
      const add = (source: Source, item: Omit<TextItem, "index" | "rects" | "overlay">) => {
        sources.push(source);
        const index = items.length;
        items.push({ ...item, index, rects: rectsOf(index), overlay: isInOverlay(source.element) });
      };
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (
        let node = walker.nextNode() as Text | null;
        node;
        node = walker.nextNode() as Text | null
      ) {
        const text = (node.nodeValue ?? "").replace(/\s+/g, " ").trim();
        const parent = node.parentElement;
        if (!text || !parent || parent.closest("script, style, noscript, template, svg")) continue;
        if (!isRendered(parent)) continue;
        const style = getComputedStyle(parent);
        const color = parseColor(style.webkitTextFillColor || style.color);
        color[3] *= opacity(parent);
        add(
          { kind: "text", node, element: parent },
          {
            kind: "text",
            text: text.slice(0, 60),
            element: describe(parent),
            color,
            required: requiredFor(style),
          },
        );
      }
      const controls = [
        ...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
          "input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea",
        ),
      ].filter(isRendered);
      for (const control of controls) {
        const style = getComputedStyle(control);
        // Placeholders and typed values are not text nodes.
        const showsPlaceholder = control.value === "" && control.placeholder !== "";
        if (showsPlaceholder || control.value !== "") {
          const color = parseColor(
            showsPlaceholder ? getComputedStyle(control, "::placeholder").color : style.color,
          );
          color[3] *= opacity(control);
          add(
            { kind: "field", node: control, element: control },
            {
              kind: "text",
              text: `${showsPlaceholder ? "placeholder" : "value"} "${(showsPlaceholder ? control.placeholder : control.value).slice(0, 40)}"`,
              element: describe(control),
              color,
              required: requiredFor(style),
            },
          );
        }
        // The border is what shows where the field is (WCAG 1.4.11 asks 3:1 for it).
        const border = parseColor(style.borderLeftColor);
        border[3] *= opacity(control);
        if (parseFloat(style.borderLeftWidth) > 0) {
          add(
            { kind: "border", node: control, element: control },
            {
              kind: "border",
              text: "field border",
              element: describe(control),
              color: border,
              required: 3,
            },
          );
        }
      }
      // Icons that alone tell what a control is (no visible text beside them).
      const showsText = (control: Element) => {
        const texts = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          if ((node.nodeValue ?? "").trim() && node.parentElement && isRendered(node.parentElement))
            return true;
        }
        return false;
      };
      const clickables = [...root.querySelectorAll("a[href], button")];
      if (root.matches("a[href], button")) clickables.unshift(root);
      for (const control of clickables) {
        if (!isRendered(control) || showsText(control)) continue;
        const icon = control.querySelector("svg");
        if (!icon || !isRendered(icon)) continue;
        const iconStyle = getComputedStyle(icon);
        const paint = iconStyle.stroke !== "none" ? iconStyle.stroke : iconStyle.fill;
        const color = parseColor(paint.startsWith("url") ? iconStyle.color : paint);
        color[3] *= opacity(icon);
        add(
          { kind: "icon", node: icon, element: control },
          { kind: "icon", text: "icon", element: describe(control), color, required: 3 },
        );
      }
      return items;
    };

    const elementOf = (index: number) => sources[index]?.element ?? null;

    const images: Probe["images"] = {};
    const loadImage = async (key: string, base64: string) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
      const offscreen = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context2d = offscreen.getContext("2d")!;
      context2d.drawImage(bitmap, 0, 0);
      const { data } = context2d.getImageData(0, 0, bitmap.width, bitmap.height);
      images[key] = { data, width: bitmap.width, height: bitmap.height, x: 0, y: 0 };
    };
    const pixel = (key: string, x: number, y: number): Rgba | null => {
      const image = images[key];
      if (!image) return null;
      const px = Math.floor(x - image.x);
      const py = Math.floor(y - image.y);
      if (px < 0 || py < 0 || px >= image.width || py >= image.height) return null;
      const i = (py * image.width + px) * 4;
      return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!, 1];
    };

    const setOverride = (name: string, css: string | null) => {
      const existing = overrides.get(name);
      if (existing) {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== existing);
        overrides.delete(name);
      }
      if (css === null) return;
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      overrides.set(name, sheet);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    };

    window.__a11yProbe = {
      parseColor,
      luminance,
      contrast,
      over,
      describe,
      isRendered,
      isVisuallyHidden,
      hiddenOrInertReason,
      isInOverlay,
      opacity,
      textItems,
      rectsOf,
      elementOf,
      loadImage,
      pixel,
      images,
      setOverride,
    };
  }
}

/**
 * Resolves once no finite CSS animation or transition is running and nothing has scrolled
 * for three frames. Polls on Playwright's own animation frames, which a fake clock
 * (page.clock) does not stop.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = window as unknown as { __a11ySettle?: { last: string; still: number } };
    state.__a11ySettle = { last: "", still: 0 };
  });
  await page.waitForFunction(
    () => {
      const state = (window as unknown as { __a11ySettle: { last: string; still: number } })
        .__a11ySettle;
      const animating = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === "running" &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        );
      const scrolled = [...document.querySelectorAll("dialog[open], dialog[open] *")]
        .filter((element) => element.scrollHeight > element.clientHeight)
        .map((element) => element.scrollTop);
      const now = [window.scrollX, window.scrollY, ...scrolled].join();
      state.still = now === state.last && !animating ? state.still + 1 : 0;
      state.last = now;
      return state.still >= 3;
    },
    undefined,
    { polling: "raf" },
  );
}

/** A viewport screenshot (or part of it) in CSS pixels, decoded in the page under `key`. */
export async function captureInPage(page: Page, key: string, clip?: Box): Promise<void> {
  const png = await page.screenshot({ clip, scale: "css", caret: "hide" });
  await page.evaluate(
    async ({ key, base64, clip }) => {
      const probe = window.__a11yProbe!;
      await probe.loadImage(key, base64);
      const image = probe.images[key]!;
      image.x = clip?.x ?? 0;
      image.y = clip?.y ?? 0;
    },
    { key, base64: png.toString("base64"), clip },
  );
}
