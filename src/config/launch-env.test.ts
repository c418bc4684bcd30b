import { describe, expect, it } from "vitest";
import { isPreviewAddress, launchEnvProblems } from "./launch-env";

describe("launchEnvProblems", () => {
  it("refuses nothing on the placeholder address, the preview build", () => {
    expect(launchEnvProblems({})).toEqual([]);
    expect(launchEnvProblems({ SITE_URL: "https://www.example.com/" })).toEqual([]);
    expect(isPreviewAddress("https://acme.io")).toBe(false);
  });

  it("names every placeholder left in a build for a real address, one line each", () => {
    const problems = launchEnvProblems({ SITE_URL: "https://acme.io" });
    expect(problems.map((line) => line.split(" ")[0])).toEqual([
      "CONTACT_ENDPOINT",
      "SITE_VIDEO_ID",
      "SITE_LINKEDIN_URL",
      "SITE_INSTAGRAM_URL",
      "SITE_YOUTUBE_URL",
    ]);
  });

  it("treats an override that still points at an example account as a placeholder", () => {
    const problems = launchEnvProblems({
      SITE_URL: "https://acme.io",
      CONTACT_ENDPOINT: "https://forms.acme.io/enquiries",
      SITE_VIDEO_ID: "dQw4w9WgXcQ",
      SITE_LINKEDIN_URL: "https://www.linkedin.com/company/acme",
      SITE_INSTAGRAM_URL: "https://www.instagram.com/acme",
      SITE_YOUTUBE_URL: "https://www.youtube.com/@example",
    });
    expect(problems).toEqual([expect.stringMatching(/^SITE_YOUTUBE_URL is the placeholder/)]);
  });
});
