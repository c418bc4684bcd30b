// Telemetry is opt-in: the default build has no telemetry code, no collector in its
// content-security policy and sends nothing. The collector proofs, against a build with the
// endpoint set, are collector.spec.ts (`npm run test:integration`).
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { distDir } from "../../server/dist-dir";
import { hostFiles } from "../../server/headers-file";
import { telemetryChunkName } from "../../src/features/telemetry/telemetry-env";
import { content, solutionSteps } from "../support/content";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { hide } from "../support/telemetry-site";

test.describe("the default build (no OTLP endpoint)", () => {
  test("has no telemetry code, header or request", async ({ page, externalRequests }) => {
    // The build holds its own assets only (a deploy adds earlier releases' to its release).
    const assets = join(distDir, "assets");
    for (const name of await readdir(assets, { recursive: true })) {
      if (!name.endsWith(".js")) continue;
      const code = await readFile(join(assets, name), "utf8");
      // Not the event names: the privacy policy lists them (its telemetry section is left out
      // of a build without telemetry, but the page's copy and field list are one module).
      for (const marker of ["site-telemetry", "resourceLogs", `/${telemetryChunkName}-`]) {
        expect(code.includes(marker), `${name} contains ${marker}`).toBe(false);
      }
    }
    const headers = await readFile(join(distDir, hostFiles.headers), "utf8");
    expect(headers).toMatch(/connect-src 'self';/);

    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await gotoHydrated(page, "/");
    await page.getByRole("radio", { name: solutionSteps()[1]!.title }).click();
    await page
      .getByRole("banner")
      .getByRole("link", { name: content().common.nav.bookDemo })
      .click();
    await hide(page);
    await page.waitForTimeout(1_000);
    expect(externalRequests).toEqual([]);
    expect(requests.filter((url) => /telemetry|v1\/logs/.test(url))).toEqual([]);
  });
});
