import { describe, expect, it } from "vitest";
import {
  cleanTagValue,
  landingPageLimit,
  readCampaign,
  referrerLimit,
  tagLimit,
  withoutCampaignTags,
} from "./campaign";

const site = "https://www.example.com";
const allTags =
  "utm_source=newsletter&utm_medium=email&utm_campaign=launch&utm_term=otel&utm_content=hero";

describe("readCampaign", () => {
  it("reads the five tags, the landing page and the referrer's origin, as message fields", () => {
    const campaign = readCampaign(
      `${site}/de/contact?${allTags}#form`,
      "https://news.example.org/a/b?c=d",
    );
    expect(campaign).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "launch",
      utm_term: "otel",
      utm_content: "hero",
      landing_page: "/de/contact",
      referrer_origin: "https://news.example.org",
    });
    // The tags first, in their usual order, as a CRM lists them.
    expect(Object.keys(campaign!).slice(0, 2)).toEqual(["utm_source", "utm_medium"]);
  });

  it("attributes nothing to a visit without tags, whatever else the address has", () => {
    expect(readCampaign(`${site}/?ref=x&gclid=abc&UTM_SOURCE=caps`, "https://a.example")).toBe(
      null,
    );
    expect(readCampaign(`${site}/?utm_source=&utm_medium=%3C%3E`, "")).toBe(null);
  });

  it("keeps the tags that are there, the first of a repeated one", () => {
    expect(readCampaign(`${site}/?utm_campaign=a&utm_campaign=b`, "")).toEqual({
      utm_campaign: "a",
      landing_page: "/",
    });
  });

  it("leaves out a referrer that is the site itself or not a web page", () => {
    const own = readCampaign(`${site}/contact?utm_source=x`, `${site}/`);
    expect(own).not.toHaveProperty("referrer_origin");
    for (const referrer of ["", "android-app://com.example", "not a url"]) {
      expect(readCampaign(`${site}/?utm_source=x`, referrer)).not.toHaveProperty("referrer_origin");
    }
  });

  it("reads tags encoded any way a browser may send them", () => {
    expect(readCampaign(`${site}/?utm%5Fsource=spring+sale&utm_term=caf%C3%A9`, "")).toMatchObject({
      utm_source: "spring sale",
      utm_term: "café",
    });
  });

  it("bounds hostile input: markup, long values, hundreds of parameters", () => {
    const long = "x".repeat(5000);
    const many = Array.from({ length: 300 }, (_, i) => `p${i}=${long.slice(0, 20)}`).join("&");
    const markup = encodeURIComponent('<img src=x onerror="alert(1)">');
    const controls = encodeURIComponent("a\u0000b\u202Ec\nd");
    const href =
      `${site}/${"a".repeat(500)}?${many}&utm_source=${markup}` +
      `&utm_medium=${long}&utm_campaign=${controls}`;
    const campaign = readCampaign(href, `https://${"r".repeat(300)}.example/`)!;
    expect(campaign).toMatchObject({
      utm_source: "img src=x onerror=alert(1)",
      utm_medium: "x".repeat(tagLimit),
      utm_campaign: "abc d",
    });
    expect(Object.keys(campaign)).toHaveLength(5);
    expect(campaign.landing_page).toHaveLength(landingPageLimit);
    expect(campaign.referrer_origin).toHaveLength(referrerLimit);
    expect(JSON.stringify(campaign).length).toBeLessThan(800);
  });
});

describe("cleanTagValue", () => {
  it("keeps words of any script and punctuation", () => {
    expect(cleanTagValue("  Frühjahr 2026 / Q&A: 50% (EU)  ")).toBe(
      "Frühjahr 2026 / Q&A: 50% (EU)",
    );
    expect(cleanTagValue("春のキャンペーン")).toBe("春のキャンペーン");
  });

  it("drops quotes, angle brackets, backslashes and control characters", () => {
    expect(cleanTagValue(`a"b'c<d>e\\f\`g\u0007h\u200Bi`)).toBe("abcdefghi");
    expect(cleanTagValue("line\r\n\tbreak")).toBe("line break");
  });

  it("cuts at the limit without splitting a character", () => {
    const value = cleanTagValue(`a${"😀".repeat(200)}`);
    expect(Array.from(value)).toHaveLength(tagLimit);
    expect(value).toBe(`a${"😀".repeat(tagLimit - 1)}`);
  });
});

describe("withoutCampaignTags", () => {
  it("drops the five tags and keeps every other parameter as it was", () => {
    expect(withoutCampaignTags(`?${allTags}`)).toBe("");
    expect(withoutCampaignTags("?a=1&utm_source=x&b=%20c+d&utm%5Fterm=y")).toBe("?a=1&b=%20c+d");
    expect(withoutCampaignTags("?utm_sourced=1&x")).toBe("?utm_sourced=1&x");
    expect(withoutCampaignTags("")).toBe("");
    expect(withoutCampaignTags("?&&utm_medium=1&")).toBe("");
  });
});
