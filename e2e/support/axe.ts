import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { colorSchemes } from "../../src/features/theme/theme-store";
import { expect } from "./fixtures";

/** WCAG 2.0/2.1 A and AA, WCAG 2.2 AA, and axe's best practices. */
export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Waits until every finite CSS animation and transition has finished (the drawer slide, the
 * dialog fade, the toast's entrance), so axe judges colours and positions in their end state.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * The rules whose outcome depends on the colours a theme paints. A theme changes colours only
 * (the markup, names and sizes are the same in both), so the second theme's scan runs these
 * and no other: about half the scan's time, the same proof.
 */
const colourRules = ["color-contrast", "link-in-text-block"];

/**
 * Runs axe on the page in its current state, in the light and then the dark theme (the page
 * follows the system's setting as it changes, so the state stays), and fails with an
 * actionable list. `within` (a CSS selector) scans only the part an open state changed, the
 * rest having been scanned with the page: page-wide rules (landmarks, one h1) then stay with
 * the page's scan.
 */
export async function expectNoAxeViolations(
  page: Page,
  state: string,
  within?: string,
): Promise<void> {
  for (const [index, scheme] of colorSchemes.entries()) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoViolationsNow(page, `${state}, ${scheme} theme`, within, index > 0);
  }
}

async function expectNoViolationsNow(
  page: Page,
  state: string,
  within: string | undefined,
  coloursOnly: boolean,
): Promise<void> {
  await waitForAnimations(page);
  // Legacy mode runs axe in the page itself: the default mode opens a blank page per scan to
  // merge frame results, which costs more than the scan. It skips cross-origin frames, which
  // here means only the video service's player: not the site's to fix.
  const builder = new AxeBuilder({ page }).setLegacyMode();
  if (coloursOnly) builder.withRules(colourRules);
  else builder.withTags(axeTags);
  if (within) builder.include(within);
  const { violations } = await builder.analyze();
  const report = violations.map((violation) =>
    [
      `- ${violation.id} [${violation.impact ?? "n/a"}]: ${violation.help}`,
      `  ${violation.helpUrl}`,
      ...violation.nodes.map(
        (node) => `  at ${node.target.join(" >>> ")}: ${node.failureSummary ?? ""}`,
      ),
    ].join("\n"),
  );
  expect(
    violations.map((violation) => violation.id),
    `axe found ${violations.length} violation(s) on ${state}:\n${report.join("\n")}`,
  ).toEqual([]);
}
