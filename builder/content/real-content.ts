// A copy of the content as it would be at launch: every claim checked, every customer's
// logo, quote and story approved, every price list, certificate and release note real. A
// build for a real SITE_URL must accept it and show no sample mark anywhere (the unit test
// builder/content/facts.test.ts, the browser test e2e/launch-real.spec.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** A permission or a price list's status that is a sample, with its note. */
const samplePermission = /"status": "sample",\s*"note": "[^"]*"/g;

/** What each kind of file's samples become once real, by the folder or file it is in. */
const approvals: { applies: (path: string) => boolean; real: (text: string) => string }[] = [
  {
    // The facts: each claim's source, checked.
    applies: (path) => path.endsWith("/facts.json"),
    real: (text) =>
      text.replace(
        samplePermission,
        '"status": "verified", "source": "Benchmark report 2026-11, reference cluster", "checkedOn": "2026-11-30"',
      ),
  },
  {
    // The trust center's evidence, checked as the certificates and agreements arrive.
    applies: (path) => path.endsWith("/trust.json"),
    real: (text) =>
      text.replace(
        samplePermission,
        '"status": "verified", "checkedBy": "Grace Hopper, CISO", "checkedOn": "2026-11-02"',
      ),
  },
  {
    // Landing pages (their logos, quotes and price lists) and customer stories: approved.
    applies: (path) => /\/(pages|customers)\/[^/]+\.json$/.test(path),
    real: (text) =>
      text.replace(
        samplePermission,
        '"status": "approved", "approvedBy": "Ada Lovelace, CTO", "approvedOn": "2026-11-02"',
      ),
  },
  {
    // Release notes: what shipped.
    applies: (path) => /\/changelog\/[^/]+\.md$/.test(path),
    real: (text) => text.replace(/^sample: true$/m, "sample: false"),
  },
];

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Makes every sample of the content folder at `root` real, in place. */
export function makeContentReal(root: string): void {
  for (const path of filesUnder(root)) {
    const approval = approvals.find((each) => each.applies(path));
    if (!approval) continue;
    const text = readFileSync(path, "utf8");
    const real = approval.real(text);
    if (real !== text) writeFileSync(path, real);
  }
}
