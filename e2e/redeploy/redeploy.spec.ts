// Redeploys on one machine, as a visitor and a server see them: a page from before the
// deploy keeps working, the Node server stops cleanly, a failed build changes nothing.
// Rebuilds under load, on both servers, are soak.spec.ts's.
import { readdir, readlink, realpath, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { releasesDirFor } from "../../server/dist-dir";
import { content, featureItems } from "../support/content";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { Deployment, startNodeServer, type NodeServer } from "./support/deployment";

test.describe.configure({ mode: "serial", timeout: 300_000 });

const { home, contact } = content();
const { hero } = home;
const contactPage = contact.page;

let deployment: Deployment;
let generation = 0;

/** A build whose hashes differ from the last one's: the brand name is in the bundle. */
async function rebuild() {
  generation += 1;
  const result = await deployment.deployAtTestPriority({ SITE_NAME: `Redeploy ${generation}` });
  expect(result.code, result.output).toBe(0);
}

/**
 * Stops a server a page was opened on. The page leaves first: on a busy machine it may still
 * be fetching, and the refused connection would be reported as a console error of the test.
 */
async function leaveAndStop(page: Page, server: NodeServer) {
  await page.goto("about:blank");
  server.child.kill("SIGTERM");
  await server.exited;
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  deployment = await Deployment.create();
  await rebuild();
});

test.afterAll(async () => {
  await deployment.remove();
});

test("a page from before a deploy opens a feature dialog and the contact page", async ({
  page,
  consoleErrors,
}) => {
  const server = await startNodeServer(deployment.liveDir);
  try {
    await gotoHydrated(page, `${server.origin}/`);
    await rebuild();
    const feature = featureItems()[2]!;
    await page.getByRole("button", { name: new RegExp(feature.title) }).click();
    const dialog = page.getByRole("dialog", { name: feature.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("img")).toHaveJSProperty("complete", true);
    expect(
      await dialog.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: hero.cta }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: contactPage.title })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  } finally {
    await leaveAndStop(page, server);
  }
});

test.describe(() => {
  // The browser logs the missing chunk's 404 and the failed import; the reload follows.
  test.use({ allowedConsoleErrors: [/status of 404|dynamically imported module/] });
  test("when the old chunk is gone, the navigation becomes one full page load", async ({
    page,
  }) => {
    const server = await startNodeServer(deployment.liveDir);
    try {
      await gotoHydrated(page, `${server.origin}/`);
      const oldChunks = (await deployment.pageAssets()).filter((a) => a.includes("contact-page"));
      await rebuild();
      // Deleted on purpose, from every release that kept it.
      const releases = releasesDirFor(deployment.distDir);
      const folders = (await readdir(releases)).filter((name) => !name.endsWith(".json"));
      for (const release of folders) {
        for (const chunk of oldChunks) await rm(join(releases, release, chunk), { force: true });
      }
      const documents: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
      });
      await page.getByRole("link", { name: hero.cta }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: contactPage.title })).toBeVisible();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      expect(documents).toEqual(["/contact"]);
    } finally {
      await leaveAndStop(page, server);
    }
  });
});

test("SIGTERM during a slow download: the download completes and the server exits 0", async () => {
  // Larger than every socket buffer between the two ends, so the server is still writing.
  const asset = "/assets/large-download.bin";
  await writeFile(join(await realpath(deployment.liveDir), asset), Buffer.alloc(64 * 1024 * 1024));
  const server = await startNodeServer(deployment.liveDir);
  const { port } = new URL(server.origin);
  const socket = connect({ port: Number(port), host: "127.0.0.1" });
  await new Promise((resolve) => socket.once("connect", resolve));
  socket.write(`GET ${asset} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
  // A slow reader: the first chunk, then a pause long enough for the signal to land.
  const first: Buffer = await new Promise((resolve) => socket.once("data", resolve));
  socket.pause();
  server.child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(server.child.exitCode, "still running while the download is under way").toBeNull();
  const chunks = [first];
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  socket.resume();
  await new Promise((resolve) => socket.once("end", resolve));
  const response = Buffer.concat(chunks);
  const headerEnd = response.indexOf("\r\n\r\n");
  const head = response.subarray(0, headerEnd).toString("latin1");
  const length = Number(/content-length: (\d+)/i.exec(head)?.[1]);
  expect(head).toMatch(/^HTTP\/1\.1 200/);
  expect(response.length - headerEnd - 4).toBe(length);
  expect(await server.exited).toBe(0);
});

test("a failing build leaves the previous build serving", async () => {
  const server = await startNodeServer(deployment.liveDir);
  try {
    const before = await readlink(deployment.liveDir);
    const home = await (await fetch(`${server.origin}/`)).text();
    const result = await deployment.deployAtTestPriority({ SITE_URL: "not a url" });
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(/SITE_URL/);
    expect(await readlink(deployment.liveDir)).toBe(before);
    const response = await fetch(`${server.origin}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(home);
    for (const asset of await deployment.pageAssets()) {
      expect((await fetch(server.origin + asset)).status, asset).toBe(200);
    }
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
});
