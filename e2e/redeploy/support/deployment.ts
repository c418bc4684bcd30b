import { type ChildProcess, spawn } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../../tools/nginx";
import { sitePages } from "../../support/content";
import { buildInto, scratchFolder } from "../../support/second-site";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

/** A site deployed the way one machine deploys: `npm run build` into its own DIST_DIR. */
export class Deployment {
  private constructor(
    readonly scratch: string,
    readonly distDir: string,
  ) {}

  static async create(): Promise<Deployment> {
    const scratch = await scratchFolder("redeploy");
    return new Deployment(scratch, join(scratch, "dist"));
  }

  /** Runs a build with these variables; resolves with its exit code and output. */
  async build(env: Record<string, string>): Promise<{ code: number; output: string }> {
    try {
      await buildInto(this.distDir, env);
      return { code: 0, output: "" };
    } catch (error) {
      const { code, stdout, stderr } = error as { code?: number; stdout?: string; stderr?: string };
      return { code: code ?? 1, output: `${stdout ?? ""}${stderr ?? ""}` };
    }
  }

  /** The hashed files the current build's pages ask for (scripts, preloads, images). */
  async pageAssets(): Promise<string[]> {
    const assets = new Set<string>();
    for (const { file } of sitePages) {
      const html = await readFile(join(this.distDir, file), "utf8");
      for (const match of html.matchAll(/\/assets\/[\w.-]+\.(?:js|avif|webp)/g)) {
        assets.add(match[0]);
      }
    }
    return [...assets].sort();
  }

  async remove(): Promise<void> {
    await rm(this.scratch, { recursive: true, force: true });
  }
}

export interface NodeServer {
  origin: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** `npm run serve` as production runs it: its own process, reading DIST_DIR. */
export async function startNodeServer(distDir: string): Promise<NodeServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: repoRoot,
    env: { ...process.env, DIST_DIR: distDir, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += String(chunk)));
  child.stderr?.on("data", (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (output.includes("Serving")) return { origin, child, output: () => output, exited };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not start:\n${output}`);
}

export interface Tally {
  requests: number;
  failedConnections: number;
  serverErrors: string[];
  missingPages: string[];
  missingAssets: string[];
}

/**
 * A steady stream of requests (4 at a time) for pages and hashed assets until `stop`
 * resolves, bounded to 200,000 requests. `assets()` is read anew for each request, so it
 * can grow as builds switch.
 */
export async function requestStream(
  origin: string,
  assets: () => string[],
  stop: Promise<unknown>,
): Promise<Tally> {
  const pages = sitePages.filter((page) => page.status === 200).map((page) => page.sample);
  const tally: Tally = {
    requests: 0,
    failedConnections: 0,
    serverErrors: [],
    missingPages: [],
    missingAssets: [],
  };
  let stopped = false;
  void stop.finally(() => (stopped = true));
  const worker = async (offset: number) => {
    for (let i = offset; !stopped && tally.requests < 200_000; i += 4) {
      const list = [...pages, ...assets()];
      const path = list[i % list.length]!;
      tally.requests += 1;
      try {
        const response = await fetch(origin + path, { headers: { "accept-encoding": "br" } });
        await response.arrayBuffer();
        if (response.status >= 500) tally.serverErrors.push(`${response.status} ${path}`);
        else if (response.status === 404) {
          (pages.includes(path) ? tally.missingPages : tally.missingAssets).push(path);
        }
      } catch {
        tally.failedConnections += 1;
      }
    }
  };
  await Promise.all([0, 1, 2, 3].map(worker));
  return tally;
}
