import { describe, expect, it } from "vitest";
import { type Release, releasesToKeep } from "./releases.ts";

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 22);
const release = (id: string, daysAgo: number): Release => ({
  id,
  builtAt: now - daysAgo * day,
  assets: [],
});

describe("releasesToKeep", () => {
  it("keeps the last 3 releases however old they are", () => {
    const releases = [release("a", 40), release("b", 30), release("c", 20), release("d", 10)];
    expect(releasesToKeep(releases, now).map((r) => r.id)).toEqual(["d", "c", "b"]);
  });

  it("keeps every release of the last 7 days however many there are", () => {
    const releases = ["a", "b", "c", "d", "e"].map((id, i) => release(id, i));
    releases.push(release("old", 8));
    expect(releasesToKeep(releases, now).map((r) => r.id)).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("orders by build time, not by the order they were listed in", () => {
    const releases = [release("new", 0), release("older", 9), release("old", 8), release("x", 50)];
    expect(releasesToKeep(releases, now).map((r) => r.id)).toEqual(["new", "old", "older"]);
  });
});
