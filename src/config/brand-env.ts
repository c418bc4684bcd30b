/**
 * Brand facts a deployer may override at build time through environment variables.
 * Runs in Node (vite.config.ts) so a bad value stops the build with a clear message
 * instead of shipping a broken mailto link or video embed.
 */
export interface BrandEnv {
  name: string;
  siteUrl: string;
  email: string;
  videoId: string;
  linkedinUrl: string;
  instagramUrl: string;
  youtubeUrl: string;
}

export const brandEnvDefaults: BrandEnv = {
  name: "Obsero",
  siteUrl: "https://www.example.com",
  email: "hello@example.com",
  // Placeholder demo video (Blender's "Big Buck Bunny"); set SITE_VIDEO_ID to your own.
  videoId: "aqz-KE-bpKQ",
  linkedinUrl: "https://www.linkedin.com/company/example",
  instagramUrl: "https://www.instagram.com/example",
  youtubeUrl: "https://www.youtube.com/@example",
};

/** Environment variable that overrides each field. */
export const brandEnvVariables = {
  name: "SITE_NAME",
  siteUrl: "SITE_URL",
  email: "SITE_EMAIL",
  videoId: "SITE_VIDEO_ID",
  linkedinUrl: "SITE_LINKEDIN_URL",
  instagramUrl: "SITE_INSTAGRAM_URL",
  youtubeUrl: "SITE_YOUTUBE_URL",
} as const satisfies Record<keyof BrandEnv, string>;

const emailPattern = /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/;
const videoIdPattern = /^[\w-]{11}$/;

function isHttpUrl(value: string, secureOnly: boolean): boolean {
  try {
    const url = new URL(value);
    return secureOnly ? url.protocol === "https:" : /^https?:$/.test(url.protocol);
  } catch {
    return false;
  }
}

const validators: Record<keyof BrandEnv, (value: string) => string | null> = {
  name: (v) => (v.length > 0 && v.length <= 60 ? null : "must be 1 to 60 characters"),
  // http is allowed so a deployer can preview a build on a LAN address.
  siteUrl: (v) => (isHttpUrl(v, false) ? null : "must be an absolute http(s) URL"),
  email: (v) => (emailPattern.test(v) ? null : "must be an e-mail address"),
  videoId: (v) => (videoIdPattern.test(v) ? null : "must be an 11-character YouTube video id"),
  linkedinUrl: (v) => (isHttpUrl(v, true) ? null : "must be an https URL"),
  instagramUrl: (v) => (isHttpUrl(v, true) ? null : "must be an https URL"),
  youtubeUrl: (v) => (isHttpUrl(v, true) ? null : "must be an https URL"),
};

export class BrandEnvError extends Error {
  override name = "BrandEnvError";
}

/**
 * Reads overrides from `env`, trims them, ignores empty ones and validates the result.
 * Throws a BrandEnvError that lists every invalid variable at once.
 */
export function resolveBrandEnv(env: Record<string, string | undefined>): BrandEnv {
  const resolved = { ...brandEnvDefaults };
  const problems: string[] = [];
  for (const key of Object.keys(brandEnvVariables) as (keyof BrandEnv)[]) {
    const variable = brandEnvVariables[key];
    const raw = env[variable]?.trim();
    if (!raw) continue;
    const value = key === "siteUrl" ? raw.replace(/\/+$/, "") : raw;
    const problem = validators[key](value);
    if (problem) problems.push(`${variable}=${JSON.stringify(raw)} ${problem}`);
    else resolved[key] = value;
  }
  if (problems.length > 0) {
    throw new BrandEnvError(`Invalid brand configuration:\n  ${problems.join("\n  ")}`);
  }
  return resolved;
}
