/**
 * What a build for a real address must not ship from the environment: a contact form that
 * only pretends to send (every lead lost), the placeholder demo video, or a social link to
 * an `example` account. The operator's facts are checked beside these (operator-env.ts);
 * sample proof in the content is refused by the content checks (builder/content/). Each
 * line names the variable to set, as docs/legal.md's go-live checklist does.
 * Runs in Node (vite.config.ts, builder/build.ts).
 */
import { brandEnvDefaults, brandEnvVariables, type BrandEnv } from "./brand-env.ts";

/** The brand facts whose default is a placeholder no live site may keep. */
const placeholderBrandFacts = [
  ["videoId", "is the placeholder demo video (an animated short film); set your own video's id"],
  ["linkedinUrl", "is the placeholder LinkedIn page; set the company's own"],
  ["instagramUrl", "is the placeholder Instagram account; set the company's own"],
  ["youtubeUrl", "is the placeholder YouTube channel; set the company's own"],
] as const satisfies readonly (readonly [keyof BrandEnv, string])[];

/** True when `siteUrl` is the placeholder address every preview build has. */
export const isPreviewAddress = (siteUrl: string | undefined) =>
  !siteUrl || siteUrl.trim().replace(/\/+$/, "") === brandEnvDefaults.siteUrl;

/**
 * Why the environment cannot go live at its SITE_URL, one line per variable; empty for a
 * preview build (the placeholder address), which keeps every default on purpose.
 */
export function launchEnvProblems(env: Record<string, string | undefined>): string[] {
  const siteUrl = env[brandEnvVariables.siteUrl]?.trim().replace(/\/+$/, "");
  if (isPreviewAddress(siteUrl)) return [];
  const problems: string[] = [];
  if (!env.CONTACT_ENDPOINT?.trim()) {
    problems.push(
      `CONTACT_ENDPOINT is not set: the form would tell ${siteUrl}'s visitors their message ` +
        "was sent while nothing is; set the endpoint that delivers it",
    );
  }
  for (const [key, why] of placeholderBrandFacts) {
    const variable = brandEnvVariables[key];
    const value = env[variable]?.trim() || brandEnvDefaults[key];
    // An override that still points at an `example` account is as fake as the default.
    const placeholder =
      value === brandEnvDefaults[key] || (key !== "videoId" && /\/(@?example)\/?$/i.test(value));
    if (placeholder) problems.push(`${variable} ${why}`);
  }
  return problems;
}
