// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { addressOf, hostOf, inSample, trackingRefused, withoutQueries } from "./privacy";

describe("trackingRefused", () => {
  it("honours Global Privacy Control and Do Not Track, wherever the browser puts them", () => {
    expect(trackingRefused({})).toBe(false);
    expect(trackingRefused({ globalPrivacyControl: false, doNotTrack: "0" })).toBe(false);
    expect(trackingRefused({ doNotTrack: "unspecified" })).toBe(false);
    expect(trackingRefused({ globalPrivacyControl: true })).toBe(true);
    expect(trackingRefused({ doNotTrack: "1" })).toBe(true);
    expect(trackingRefused({ doNotTrack: null }, { doNotTrack: "1" })).toBe(true);
  });
});

describe("inSample", () => {
  it("keeps a page load with the configured probability", () => {
    expect(inSample(1, () => 0.999)).toBe(true);
    expect(inSample(0, () => 0)).toBe(false);
    expect(inSample(0.25, () => 0.2)).toBe(true);
    expect(inSample(0.25, () => 0.25)).toBe(false);
  });
});

describe("hostOf", () => {
  it("keeps only the host of a referrer", () => {
    expect(hostOf("https://news.example.org/a/b?utm_source=x#top")).toBe("news.example.org");
    expect(hostOf("http://localhost:4173/contact")).toBe("localhost:4173");
    expect(hostOf("")).toBeUndefined();
    expect(hostOf("android-app://com.example")).toBeUndefined();
  });
});

describe("addressOf", () => {
  it("drops queries and fragments, and the data of data: URLs", () => {
    expect(addressOf(`${location.origin}/assets/poster.avif?v=2#x`)).toBe("/assets/poster.avif");
    expect(addressOf("/contact?email=a@b.c")).toBe("/contact");
    expect(addressOf("https://cdn.example.net/lib.js?token=s3cret")).toBe(
      "https://cdn.example.net/lib.js",
    );
    expect(addressOf("data:image/svg+xml,%3Csvg%3E")).toBe("data:");
  });
});

describe("withoutQueries", () => {
  it("removes query strings and fragments from URLs inside a stack trace", () => {
    expect(
      withoutQueries(
        "TypeError: x\n    at f (https://site.example/assets/app.js?token=abc:1:20)\n" +
          "    at https://site.example/contact?email=a%40b.c#frag:3:4",
      ),
    ).toBe(
      "TypeError: x\n    at f (https://site.example/assets/app.js:1:20)\n" +
        "    at https://site.example/contact:3:4",
    );
  });
});
