import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { liveDirFor } from "../../../server/dist-dir";
import { freePort } from "../../../tools/nginx";
import { sitePages } from "../../support/content";
import { buildInto, scratchFolder } from "../../support/second-site";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * A site deployed the way one machine deploys: `npm run deploy` with its own DIST_DIR, so
 * the build is `distDir` and the live release `liveDir`.
 */
export class Deployment {
  private constructor(
    readonly scratch: string,
    readonly distDir: string,
  ) {}

  /** The live link `npm run deploy` switches, which the servers serve. */
  get liveDir(): string {
    return liveDirFor(this.distDir);
  }

  static async create(): Promise<Deployment> {
    const scratch = await scratchFolder("redeploy");
    return new Deployment(scratch, join(scratch, "dist"));
  }

  /**
   * Builds and releases with these variables, by `npm run deploy` (or another script that
   * does); resolves with its exit code and output.
   */
  async deploy(
    env: Record<string, string>,
    script = "deploy",
  ): Promise<{ code: number; output: string }> {
    return outcome(buildInto(this.distDir, env, script));
  }

  /**
   * The same release, with the build at the test's own priority: `npm run build`, then
   * `npm run deploy -- --no-build`. Beside other test workers, `npm run deploy`'s build at
   * nice 10 got a tenth of a core and took over 5 minutes; its priority is the soak's to
   * prove, with nothing else running.
   */
  async deployAtTestPriority(
    env: Record<string, string>,
  ): Promise<{ code: number; output: string }> {
    const built = await outcome(buildInto(this.distDir, env, "build"));
    if (built.code !== 0) return built;
    return outcome(buildInto(this.distDir, env, "deploy", ["--no-build"]));
  }

  /** The hashed files the live release's pages ask for (scripts, data, stylesheet, images). */
  async pageAssets(): Promise<string[]> {
    const assets = new Set<string>();
    for (const { file } of sitePages) {
      const html = await readFile(join(this.liveDir, file), "utf8");
      for (const match of html.matchAll(/\/assets\/[\w.-]+\.(?:js|json|css|avif|webp)\b/g)) {
        assets.add(match[0]);
      }
    }
    return [...assets].sort();
  }

  async remove(): Promise<void> {
    await rm(this.scratch, { recursive: true, force: true });
  }
}

async function outcome(run: Promise<void>): Promise<{ code: number; output: string }> {
  try {
    await run;
    return { code: 0, output: "" };
  } catch (error) {
    const { code, stdout, stderr } = error as { code?: number; stdout?: string; stderr?: string };
    return { code: code ?? 1, output: `${stdout ?? ""}${stderr ?? ""}` };
  }
}

export interface NodeServer {
  origin: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** The arguments `npm run serve` gives node (V8's settings, the loader, the entry). */
function serveArguments(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const [program, ...args] = scripts.serve!.split(/\s+/);
  if (program !== "node") throw new Error(`npm run serve runs ${program}, not node`);
  return args;
}

/**
 * `npm run serve` as production runs it: its own process, serving `root` (a live link it
 * follows, or a build as it is), at the given niceness (0: the priority it is started with).
 */
export async function startNodeServer(root: string, niceness = 0): Promise<NodeServer> {
  const port = await freePort();
  const serve = [process.execPath, ...serveArguments()];
  const [command, ...args] = niceness === 0 ? serve : ["nice", "-n", String(niceness), ...serve];
  const child = spawn(command!, args, {
    cwd: repoRoot,
    env: { ...process.env, SERVE_DIR: root, PORT: String(port), HOST: "127.0.0.1" },
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
