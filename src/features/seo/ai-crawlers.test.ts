import { describe, expect, it } from "vitest";
import { aiCrawlers, aiPolicyDefaults, resolveAiPolicy } from "./ai-crawlers";

describe("resolveAiPolicy", () => {
  it("lets AI answer from the site but not train on it unless told", () => {
    expect(resolveAiPolicy({})).toEqual({ search: true, training: false });
    expect(resolveAiPolicy({ SITE_AI_SEARCH: " ", SITE_AI_TRAINING: "" })).toEqual(
      aiPolicyDefaults,
    );
  });

  it("takes allow and disallow in any case", () => {
    expect(resolveAiPolicy({ SITE_AI_SEARCH: "Disallow", SITE_AI_TRAINING: " ALLOW " })).toEqual({
      search: false,
      training: true,
    });
  });

  it("stops the build on anything else, naming each variable", () => {
    const attempt = () => resolveAiPolicy({ SITE_AI_SEARCH: "yes", SITE_AI_TRAINING: "no" });
    expect(attempt).toThrow(/SITE_AI_SEARCH="yes" must be allow or disallow/);
    expect(attempt).toThrow(/SITE_AI_TRAINING="no" must be allow or disallow/);
  });
});

describe("aiCrawlers", () => {
  it("puts each crawler in one kind only", () => {
    const all = [...aiCrawlers.search, ...aiCrawlers.training];
    expect(new Set(all).size).toBe(all.length);
  });
});
