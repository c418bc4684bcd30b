import { describe, expect, it } from "vitest";
import { jsonInScript } from "./json-in-script";

describe("jsonInScript", () => {
  it("cannot close the script element or start a comment, and parses back unchanged", () => {
    const data = { name: "</script><!-- a & b > c \u2028" };
    const json = jsonInScript(data);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});
