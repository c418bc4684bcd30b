// The content editor as a marketer runs it (`npm run edit`: the editor and the dev server),
// on a copy of the repository's content in a git repository of its own, so a journey's saves
// and `git diff` never touch the real working copy; and the site built from that copy.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createEditorServer } from "../../editor/editor-server";
import { serveBuild, type ServedSite } from "../../tools/serve-build";

export interface EditorSite {
  /** The copy's repository root; its content is `content/`. */
  root: string;
  /** The editor's origin (its page is at /admin/). */
  editor: string;
  /** The dev server's origin, showing the copy's content (the editor's live preview). */
  preview: string;
  git(...args: string[]): string;
  /** Builds the site from the copy's content and serves it. */
  build(): Promise<ServedSite>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "localhost", done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** Runs a project script with `env`, resolving once `ready` is printed (or at exit, 0). */
function run(script: string, env: Record<string, string>, ready?: RegExp) {
  const child = spawn(resolve("node_modules/.bin/tsx"), [script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const started = new Promise<void>((done, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready?.test(output)) done();
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) =>
      code === 0 && !ready ? done() : fail(new Error(`${script} exited ${code}:\n${output}`)),
    );
  });
  return { child, started };
}

const stop = (child: ChildProcess) => {
  if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
};

export async function startEditorSite(): Promise<EditorSite> {
  const root = await mkdtemp(join(tmpdir(), "editor-site-"));
  await cp("content", join(root, "content"), { recursive: true });
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Editor", "-c", "user.email=e@example.com", ...args], {
      cwd: root,
      encoding: "utf8",
    });
  git("init", "-q");
  git("add", ".");
  git("commit", "-qm", "The site's content");

  const contentEnv = { CONTENT_DIR: join(root, "content") };
  const devPort = await freePort();
  const preview = `http://localhost:${devPort}`;
  const dev = run("builder/dev-server.ts", { ...contentEnv, PORT: String(devPort) }, /Dev server/);
  const editorServer = await createEditorServer({ root, siteUrl: preview });
  await new Promise<void>((done) => editorServer.listen(0, "localhost", done));
  const editor = `http://localhost:${(editorServer.address() as AddressInfo).port}`;
  await dev.started;

  const served: ServedSite[] = [];
  return {
    root,
    editor,
    preview,
    git,
    async build() {
      const dist = join(root, "dist");
      await run("builder/build.ts", { ...contentEnv, DIST_DIR: dist }).started;
      const site = await serveBuild({ root: dist });
      served.push(site);
      return site;
    },
    async close() {
      stop(dev.child);
      editorServer.closeAllConnections();
      await new Promise((done) => editorServer.close(done));
      await Promise.all(served.map((site) => site.close()));
      await rm(root, { recursive: true, force: true });
    },
  };
}
