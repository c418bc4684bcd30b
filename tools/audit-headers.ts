// `npm run audit:headers`: grades the nginx setup with the MDN HTTP Observatory, offline.
// deploy/nginx/nginx.conf itself runs on loopback ports, with HTTPS from a certificate
// signed by a CA made here; the grade must be A+ with a score of at least 125.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { distDir as root } from "../server/dist-dir.ts";
import { hostFiles } from "../server/headers-file.ts";
import { ensureNginx, freePort, mainContext, runNginx, scratchPaths } from "./nginx.ts";
import { onDemand } from "./on-demand.ts";

const minimumScore = 125;
const exampleConf = "deploy/nginx/nginx.conf";
if (!existsSync(join(root, hostFiles.nginxHeaders))) {
  console.info("No build yet: running `npm run build` first.");
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}

// The package's install script would download its data; offline, an empty HSTS preload
// list says what is true here: localhost is on no preload list.
const observatory = onDemand("observatory", "@mdn/mdn-http-observatory");
const preloadList = join(observatory, "conf/hsts-preload.json");
if (!existsSync(preloadList)) writeFileSync(preloadList, "{}\n");

const dir = await mkdtemp(join(tmpdir(), "audit-headers-"));

function openssl(args: string[]) {
  execFileSync("openssl", args, { cwd: dir, stdio: ["ignore", "ignore", "pipe"] });
}
const ecKey = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
openssl(
  ["req", "-x509", ...ecKey, "-keyout", "ca.key", "-out", "ca.pem", "-days", "2"].concat(
    ["-subj", "/CN=audit-headers test CA", "-addext", "basicConstraints=critical,CA:TRUE"],
    ["-addext", "keyUsage=critical,keyCertSign,cRLSign"],
  ),
);
openssl(["req", ...ecKey, "-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=localhost"]);
await writeFile(
  join(dir, "server.ext"),
  "subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\n" +
    "keyUsage=digitalSignature\nextendedKeyUsage=serverAuth\n",
);
openssl(
  ["x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key"].concat([
    "-CAcreateserial",
    "-out",
    "server.pem",
    "-days",
    "2",
    "-extfile",
    "server.ext",
  ]),
);

const { brotliModule } = ensureNginx();
const [httpPort, httpsPort] = [await freePort(), await freePort()];

/**
 * The example with only what ties it to a real machine swapped for the test's: ports,
 * host name, certificate, paths. Each swap must match exactly once, so an edit to the
 * example that this audit would silently stop covering fails here instead.
 */
const swaps: [RegExp, string][] = [
  [/^user .*;\n/m, ""],
  [/^worker_processes .*;\n/m, ""],
  [/^pid .*;\n/m, ""],
  [/^error_log .*;\n/m, ""],
  [/^include \/etc\/nginx\/modules-enabled\/\*\.conf;\n/m, ""],
  [/^ *access_log .*;$/m, `access_log off;\n${scratchPaths(dir)}`],
  [/listen 80 default_server;/, `listen 127.0.0.1:${httpPort} default_server;`],
  [/^ *listen \[::\]:80 default_server;\n/m, ""],
  [/listen 443 (ssl http2 default_server;)/, `listen 127.0.0.1:${httpsPort} $1`],
  [/^ *listen \[::\]:443 ssl http2 default_server;\n/m, ""],
  [/https:\/\/www\.example\.com\$request_uri/, `https://localhost:${httpsPort}$request_uri`],
  [/server_name www\.example\.com;/, "server_name localhost;"],
  [/ssl_certificate \S+;/, `ssl_certificate ${join(dir, "server.pem")};`],
  [/ssl_certificate_key \S+;/, `ssl_certificate_key ${join(dir, "server.key")};`],
  [/root \S+;/, `root ${root};`],
  [/include \S+\/dist-live\/_headers\.conf;/, `include ${join(root, hostFiles.nginxHeaders)};`],
  [/include \S+\/deploy\/nginx\/site\.conf;/, `include ${resolve("deploy/nginx/site.conf")};`],
];
let conf = await readFile(exampleConf, "utf8");
for (const [pattern, replacement] of swaps) {
  const matches = conf.match(new RegExp(pattern.source, `${pattern.flags}g`))?.length ?? 0;
  if (matches !== 1) throw new Error(`${exampleConf}: ${pattern} matched ${matches} times`);
  conf = conf.replace(pattern, replacement);
}
conf = `${mainContext(dir, brotliModule)}\n${conf}`;

const nginx = await runNginx({ conf, dir, ports: [httpPort, httpsPort] });

function scan(): Promise<string> {
  return new Promise((resolveScan, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "tools/observatory-scan.ts", observatory, "localhost"].concat([
        `${httpPort}`,
        `${httpsPort}`,
      ]),
      {
        env: { ...process.env, NODE_EXTRA_CA_CERTS: join(dir, "ca.pem") },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let out = "";
    child.stdout.on("data", (chunk) => (out += String(chunk)));
    child.once("exit", (code) =>
      code === 0 ? resolveScan(out) : reject(new Error(`the scan failed with exit code ${code}`)),
    );
  });
}

let report: {
  grade: string;
  score: number;
  status: number;
  url: string;
  tests: { name: string; result: string; pass: boolean; modifier: number }[];
};
try {
  report = JSON.parse(await scan());
} finally {
  await nginx.stop();
}

console.info(`MDN HTTP Observatory on ${exampleConf} (${report.url}, status ${report.status})`);
for (const test of report.tests) {
  const modifier = test.modifier > 0 ? `+${test.modifier}` : String(test.modifier);
  console.info(
    `  ${test.pass ? "pass" : "FAIL"}  ${test.name.padEnd(32)} ${modifier.padStart(4)}  ${test.result}`,
  );
}
console.info(`Grade ${report.grade}, score ${report.score} (required: A+ and ${minimumScore})`);
if (report.grade !== "A+" || report.score < minimumScore || report.tests.some((t) => !t.pass)) {
  console.error("The headers do not earn the required grade.");
  process.exit(1);
}
