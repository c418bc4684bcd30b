import { describe, expect, it } from "vitest";
import { youtubeEmbedUrl, youtubeWatchUrl } from "./youtube";

describe("youtubeEmbedUrl", () => {
  it("points at the privacy-enhanced host with autoplay and hidden controls", () => {
    const url = new URL(youtubeEmbedUrl("aqz-KE-bpKQ"));
    expect(url.origin).toBe("https://www.youtube-nocookie.com");
    expect(url.pathname).toBe("/embed/aqz-KE-bpKQ");
    expect(url.searchParams.get("autoplay")).toBe("1");
    expect(url.searchParams.get("controls")).toBe("0");
    expect(url.searchParams.get("playsinline")).toBe("1");
  });

  it("encodes an id that would otherwise break out of the path", () => {
    expect(youtubeEmbedUrl("../x?y")).toContain("/embed/..%2Fx%3Fy?");
  });
});

describe("youtubeWatchUrl", () => {
  it("is the video's own page", () => {
    expect(youtubeWatchUrl("aqz-KE-bpKQ")).toBe("https://www.youtube.com/watch?v=aqz-KE-bpKQ");
  });
});
