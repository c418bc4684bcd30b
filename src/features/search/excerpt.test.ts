import { describe, expect, it } from "vitest";
import { excerptParts } from "./excerpt";

describe("excerptParts", () => {
  it("splits the excerpt into marked and plain text", () => {
    expect(excerptParts("Ingest <mark>OpenTelemetry</mark> at <mark>scale</mark>.")).toEqual([
      { text: "Ingest ", marked: false },
      { text: "OpenTelemetry", marked: true },
      { text: " at ", marked: false },
      { text: "scale", marked: true },
      { text: ".", marked: false },
    ]);
  });

  it("decodes the escaped text, so it is shown as written and never parsed", () => {
    expect(excerptParts("a &lt;script&gt; &amp; <mark>&quot;b&quot;</mark>")).toEqual([
      { text: "a <script> & ", marked: false },
      { text: '"b"', marked: true },
    ]);
  });

  it("drops any other tag and empty parts", () => {
    expect(excerptParts("<b>x</b><mark></mark>")).toEqual([{ text: "x", marked: false }]);
  });

  it("keeps an excerpt without matches whole", () => {
    expect(excerptParts("plain text")).toEqual([{ text: "plain text", marked: false }]);
  });
});
