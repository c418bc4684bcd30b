import type { Page } from "@playwright/test";

/** An RSS feed's items as the browser's XML parser reads them; null when it does not parse. */
export function feedItems(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    if (doc.querySelector("parsererror")) return null;
    return [...doc.querySelectorAll("item")].map((item) => ({
      link: item.querySelector("link")?.textContent ?? "",
      guid: item.querySelector("guid")?.textContent ?? "",
      date: item.querySelector("pubDate")?.textContent ?? "",
      content: item.getElementsByTagName("content:encoded")[0]?.textContent ?? "",
    }));
  }, xml);
}
