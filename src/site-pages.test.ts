import { describe, expect, it } from "vitest";
import { builtPages } from "./site-pages";

describe("builtPages", () => {
  it("writes each route to its folder's index.html and the catch-all to 404.html", () => {
    expect(builtPages().map(({ file, sample, status }) => ({ file, sample, status }))).toEqual([
      { file: "index.html", sample: "/", status: 200 },
      { file: "contact/index.html", sample: "/contact", status: 200 },
      { file: "404.html", sample: "/no-such-page", status: 404 },
    ]);
  });
});
