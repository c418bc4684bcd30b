/**
 * The privacy policy's date: the last commit that changed what the policy says (its words,
 * the code that generates it, the operator's facts), as the repository's history records
 * it; without history (a build from an archive), the build's own day, so a policy always
 * carries a date. Runs in Node at build time.
 */
import { execFileSync } from "node:child_process";

/** Everything the policy is made of: a change to any of these changes the policy. */
export const policySources = [
  "content/en/privacy.json",
  "content/de/privacy.json",
  "content/ja/privacy.json",
  "src/pages/privacy",
  "src/content/legal-schema.ts",
  "src/config/operator-env.ts",
  "src/config/supervisory-authorities.ts",
];

type Git = (args: string[]) => string;

const runGit: Git = (args) =>
  execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });

/** YYYY-MM-DD of the policy's last change. */
export function policyDate(git: Git = runGit, today: Date = new Date()): string {
  try {
    const date = git(["log", "-1", "--format=%cs", "--", ...policySources]).trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  } catch {
    // No git, or no repository: the fallback below.
  }
  return today.toISOString().slice(0, 10);
}
