import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { serveBuild } from "../../tools/serve-build";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** A scratch folder inside the project, so a build there resolves node_modules. */
export async function scratchFolder(prefix: string): Promise<string> {
  // A fresh clone has no node_modules/.cache yet.
  await mkdir(join(repoRoot, "node_modules/.cache"), { recursive: true });
  return mkdtemp(join(repoRoot, `node_modules/.cache/${prefix}-`));
}

/**
 * `npm run build` (or another script that builds, such as `deploy`, with its arguments) into
 * distDir with these variables; rejects with the build's output.
 */
export async function buildInto(
  distDir: string,
  env: Record<string, string>,
  script = "build",
  args: string[] = [],
): Promise<void> {
  const npmArgs = args.length > 0 ? ["run", script, "--", ...args] : ["run", script];
  await promisify(execFile)("npm", npmArgs, {
    cwd: repoRoot,
    env: { ...process.env, ...env, DIST_DIR: distDir },
    maxBuffer: 16 * 1024 * 1024,
  });
}

/**
 * A second copy of the site built with other settings (a contact endpoint, a collector),
 * into node_modules/.cache, never dist/, and served by `npm start`'s server.
 */
export async function startSecondSite(prefix: string, env: Record<string, string>) {
  const scratch = await scratchFolder(prefix);
  const distDir = join(scratch, "dist");
  await buildInto(distDir, env);
  const server = await serveBuild({ root: distDir });
  return {
    url: server.origin,
    distDir,
    async close() {
      await server.close();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}
