// @ts-check
// Runs Debian's nginx for tests, audits and load runs: in the foreground, on loopback, with
// a throw-away prefix and configuration. Installs nginx with apt-get when it is missing and
// we are root on Debian or Ubuntu.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { siteConfFromHeadersFile } from "./serving-files.mjs";

const brotliModuleName = "ngx_http_brotli_static_module.so";
const moduleDirs = ["/usr/lib/nginx/modules", "/usr/share/nginx/modules"];
export const aptPackages = ["nginx", "libnginx-mod-http-brotli-static"];

function isRoot() {
  return process.getuid?.() === 0;
}

function findBinary() {
  if (process.env.NGINX) return process.env.NGINX;
  for (const candidate of ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"]) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** @param {string} binary */
function buildInfo(binary) {
  try {
    return execFileSync(binary, ["-V"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    // nginx -V prints to stderr.
    return String(/** @type {{ stderr?: unknown }} */ (error).stderr ?? "");
  }
}

function findBrotliModule() {
  return moduleDirs.map((dir) => join(dir, brotliModuleName)).find((path) => existsSync(path));
}

function aptInstall() {
  if (!isRoot() || !existsSync("/usr/bin/apt-get")) {
    throw new Error(
      `nginx with the brotli_static module is needed. On Debian or Ubuntu, as root:\n` +
        `  apt-get install ${aptPackages.join(" ")}\n` +
        `or point NGINX at an nginx binary that has brotli_static built in.`,
    );
  }
  console.info(`Installing ${aptPackages.join(" ")} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  // Without an init system to ask, the package would try to start nginx on port 80; a
  // policy-rc.d that says "no" is how Debian lets installers skip that.
  const policy = "/usr/sbin/policy-rc.d";
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
  try {
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...aptPackages], {
      stdio: "inherit",
      env,
    });
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
}

/**
 * The nginx binary, and the brotli_static module to load (undefined when built in).
 * @returns {{ binary: string, brotliModule: string | undefined }}
 */
export function ensureNginx() {
  let binary = findBinary();
  let builtIn = binary ? /brotli/.test(buildInfo(binary)) : false;
  if (!binary || (!builtIn && !findBrotliModule())) {
    aptInstall();
    binary = findBinary();
    builtIn = binary ? /brotli/.test(buildInfo(binary)) : false;
  }
  const brotliModule = builtIn ? undefined : findBrotliModule();
  if (!binary || (!builtIn && !brotliModule)) {
    throw new Error("nginx or its brotli_static module is still missing after apt-get install");
  }
  return { binary, brotliModule };
}

/** A free TCP port on loopback. */
export async function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** @param {number} port */
function canConnect(port) {
  return new Promise((resolveConnect) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolveConnect(true);
    });
    socket.once("error", () => resolveConnect(false));
  });
}

/**
 * Main-context lines every configuration here starts with: foreground, files in the
 * temporary prefix, the brotli module.
 * @param {{ dir: string, brotliModule: string | undefined }} options
 */
export function mainContext({ dir, brotliModule }) {
  return [
    "daemon off;",
    "worker_processes auto;",
    // As root, workers would drop to a user that cannot read the temporary prefix; the
    // hostile-path test is the stronger for running with root's reach.
    ...(isRoot() ? ["user root;"] : []),
    `pid ${join(dir, "nginx.pid")};`,
    "error_log stderr error;",
    ...(brotliModule ? [`load_module ${brotliModule};`] : []),
  ].join("\n");
}

/** @param {string} dir http-context lines that keep nginx's scratch files in the prefix. */
export function scratchPaths(dir) {
  return ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `${name}_temp_path ${join(dir, name)};`)
    .join("\n");
}

/**
 * Starts nginx with a complete configuration and waits until it accepts connections.
 * @param {{ conf: string, dir: string, ports: number[], binary: string }} options
 */
export async function runNginx({ conf, dir, ports, binary }) {
  const confPath = join(dir, "nginx.conf");
  await writeFile(confPath, conf);
  const child = spawn(binary, ["-p", dir, "-e", "stderr", "-c", confPath], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr.on("data", (chunk) => {
    // Keep the tail only: hostile requests make nginx log a line each.
    log = (log + String(chunk)).slice(-16_384);
  });
  /** @type {number | null} */
  let exitCode = null;
  const exited = new Promise((resolveExit) =>
    child.once("exit", (code) => {
      exitCode = code ?? 1;
      resolveExit(undefined);
    }),
  );
  // nginx in the foreground outlives a parent that dies without stopping it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const deadline = Date.now() + 15_000;
  for (;;) {
    if (exitCode !== null) throw new Error(`nginx exited with ${exitCode}:\n${log}`);
    if ((await Promise.all(ports.map(canConnect))).every(Boolean)) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not listen on ${ports.join(", ")} within 15 s:\n${log}`);
    }
    await sleep(50);
  }

  return {
    log: () => log,
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

/**
 * Serves a build on http://127.0.0.1:<port> through a site.conf included in a bare server
 * block, as any harness must be able to. By default the site.conf is generated from the
 * build's own _headers (for a default build, the committed deploy/nginx/site.conf, which
 * e2e/serving-config.spec.ts holds to that), so a build made with other settings, or one
 * rebuilt meanwhile, is still served with its own policy.
 * @param {{ root?: string, siteConf?: string, port?: number }} [options]
 */
export async function startSiteNginx({ root = "dist", siteConf, port } = {}) {
  const { binary, brotliModule } = ensureNginx();
  const dir = await mkdtemp(join(tmpdir(), "site-nginx-"));
  const listenPort = port ?? (await freePort());
  if (siteConf === undefined) {
    siteConf = join(dir, "site.conf");
    await writeFile(siteConf, await siteConfFromHeadersFile(root));
  }
  const conf = `${mainContext({ dir, brotliModule })}
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
        listen 127.0.0.1:${listenPort};
        server_name localhost;
        root ${resolve(root)};
        include ${resolve(siteConf)};
    }
}
`;
  const nginx = await runNginx({ conf, dir, ports: [listenPort], binary });
  return { ...nginx, origin: `http://127.0.0.1:${listenPort}`, port: listenPort };
}
