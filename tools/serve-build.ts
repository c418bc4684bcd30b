import type { AddressInfo } from "node:net";
import { distDir } from "../server/dist-dir.ts";
import { createSiteServer } from "../server/site-server.ts";
import { startSiteNginx } from "./nginx.ts";

export type ServerKind = "node" | "nginx";

export interface ServedSite {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves a build on a free loopback port, with `npm start`'s server or with nginx as
 * deploy/nginx/ configures it: the one way every check and audit gets a running site.
 */
export async function serveBuild({
  root = distDir,
  server = "node",
}: { root?: string; server?: ServerKind } = {}): Promise<ServedSite> {
  if (server === "nginx") {
    const nginx = await startSiteNginx({ root });
    return { origin: nginx.origin, close: () => nginx.stop() };
  }
  const site = createSiteServer({ root });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(site.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        site.closeAllConnections();
        site.close(() => resolve());
      }),
  };
}
