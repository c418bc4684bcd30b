// Runs Debian's nginx for the serving proofs, the header audit and the load test: in the
// foreground, on loopback, with a throw-away prefix, serving a build exactly as
// deploy/nginx/nginx.conf does (the build's _headers.conf, then deploy/nginx/site.conf).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { distDir, liveDirFor } from "../server/dist-dir.ts";
import { hostFiles } from "../server/headers-file.ts";
import { aptInstall } from "./apt.ts";

const siteConf = resolve("deploy/nginx/site.conf");
const brotliModulePaths = ["/usr/lib/nginx/modules", "/usr/share/nginx/modules"].map((dir) =>
  join(dir, "ngx_http_brotli_static_module.so"),
);

function findBinary(): string | undefined {
  if (process.env.NGINX) return process.env.NGINX;
  return ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find(existsSync);
}

function hasBuiltInBrotli(binary: string): boolean {
  // nginx -V prints its build options to stderr.
  return /brotli/.test(spawnSync(binary, ["-V"], { encoding: "utf8" }).stderr ?? "");
}

/** The nginx binary, and the brotli_static module to load (undefined when built in). */
export function ensureNginx(): { binary: string; brotliModule: string | undefined } {
  let binary = findBinary();
  if (!binary || (!hasBuiltInBrotli(binary) && !brotliModulePaths.some(existsSync))) {
    aptInstall(
      ["nginx", "libnginx-mod-http-brotli-static"],
      "Or point NGINX at an nginx binary that has brotli_static built in.",
    );
    binary = findBinary();
  }
  const brotliModule = brotliModulePaths.find(existsSync);
  if (!binary || (!brotliModule && !hasBuiltInBrotli(binary))) {
    throw new Error("nginx or its brotli_static module is still missing after apt-get install");
  }
  return { binary, brotliModule: hasBuiltInBrotli(binary) ? undefined : brotliModule };
}

/**
 * The nginx include of the release `root` points at now (the live link by default;
 * undefined before the first deploy). nginx reads it only when it loads its configuration:
 * a deploy that changes it must reload nginx, one that does not need not (tools/deploy.ts).
 */
export function nginxHeaders(root = liveDirFor(distDir)): string | undefined {
  const file = join(root, hostFiles.nginxHeaders);
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolveConnect) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolveConnect(true);
    });
    socket.once("error", () => resolveConnect(false));
  });
}

/** Main-context lines: foreground, files in the temporary prefix, the brotli module. */
export function mainContext(dir: string, brotliModule: string | undefined): string {
  return [
    "daemon off;",
    "worker_processes auto;",
    // As root, workers would drop to a user that cannot read the temporary prefix; the
    // hostile-path test is the stronger for running with root's reach.
    ...(process.getuid?.() === 0 ? ["user root;"] : []),
    `pid ${join(dir, "nginx.pid")};`,
    "error_log stderr error;",
    ...(brotliModule ? [`load_module ${brotliModule};`] : []),
  ].join("\n");
}

/** http-context lines that keep nginx's scratch files in the prefix. */
export function scratchPaths(dir: string): string {
  return ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `    ${name}_temp_path ${join(dir, name)};`)
    .join("\n");
}

export interface RunningNginx {
  origin: string;
  port: number;
  log(): string;
  /** `nginx -s reload`: reads its configuration (the build's new _headers.conf) again. */
  reload(): void;
  stop(): Promise<void>;
}

/** Starts nginx with a complete configuration and waits until it accepts connections. */
export async function runNginx(options: { conf: string; dir: string; ports: number[] }) {
  const { conf, dir, ports } = options;
  const { binary } = ensureNginx();
  const confPath = join(dir, "nginx.conf");
  await writeFile(confPath, conf);
  const child: ChildProcess = spawn(binary, ["-p", dir, "-e", "stderr", "-c", confPath], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  // Keep the tail only: hostile requests make nginx log a line each.
  child.stderr?.on("data", (chunk) => (log = (log + String(chunk)).slice(-16_384)));
  let exitCode: number | null = null;
  const exited = new Promise((done) => child.once("exit", (code) => done((exitCode = code ?? 1))));
  // nginx in the foreground outlives a parent that dies without stopping it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const deadline = Date.now() + 15_000;
  while (!(await Promise.all(ports.map(canConnect))).every(Boolean)) {
    if (exitCode !== null) throw new Error(`nginx exited with ${exitCode}:\n${log}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not listen on ${ports.join(", ")} within 15 s:\n${log}`);
    }
    await sleep(50);
  }
  return {
    log: () => log,
    // What `nginx -s reload` sends the master: new workers start, old ones finish and exit.
    reload: () => void child.kill("SIGHUP"),
    async stop() {
      process.removeListener("exit", killOnExit);
      if (exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Serves a build on http://127.0.0.1:<port> the way deploy/nginx/nginx.conf does. */
export async function startSiteNginx({ root = distDir } = {}): Promise<RunningNginx> {
  const { brotliModule } = ensureNginx();
  const dir = await mkdtemp(join(tmpdir(), "site-nginx-"));
  const port = await freePort();
  const conf = `${mainContext(dir, brotliModule)}
events {
    worker_connections 1024;
}
http {
    access_log off;
    log_not_found off;
    sendfile on;
    tcp_nopush on;
    # nginx closes a connection after 1000 requests by default; autocannon (npm run load)
    # ignores the Connection: close and now and then writes its next request into the
    # closing socket, which it counts as an error (1 in about 400,000 requests measured).
    keepalive_requests 1000000;
${scratchPaths(dir)}
    server {
        listen 127.0.0.1:${port};
        server_name localhost;
        root ${resolve(root)};
        include ${join(resolve(root), hostFiles.nginxHeaders)};
        include ${siteConf};
    }
}
`;
  const nginx = await runNginx({ conf, dir, ports: [port] });
  return { ...nginx, origin: `http://127.0.0.1:${port}`, port };
}
