import { describe, expect, it } from "vitest";
import { policyDate, policySources } from "./policy-date";

describe("policyDate", () => {
  it("is the last change to the policy's sources, from the history", () => {
    const calls: string[][] = [];
    const date = policyDate((args) => {
      calls.push(args);
      return "2026-11-30\n";
    });
    expect(date).toBe("2026-11-30");
    expect(calls[0]).toEqual(["log", "-1", "--format=%cs", "--", ...policySources]);
  });

  it("falls back to the build's day without a history", () => {
    const today = new Date("2026-12-02T10:00:00Z");
    const noGit = () => {
      throw new Error("not a git repository");
    };
    expect(policyDate(noGit, today)).toBe("2026-12-02");
    expect(policyDate(() => "", today)).toBe("2026-12-02");
  });
});
