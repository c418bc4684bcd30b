import { execFileSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";

/**
 * Installs Debian packages a check needs (Chromium, nginx) when we are root on Debian or
 * Ubuntu, so `npm test` works on a fresh machine; anywhere else, says what to install.
 */
export function aptInstall(packages: string[], otherwise: string): void {
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) {
    throw new Error(
      `${packages.join(" ")} needed. On Debian or Ubuntu, as root: apt-get install ` +
        `${packages.join(" ")}\n${otherwise}`,
    );
  }
  console.info(`Installing ${packages.join(" ")} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  // Without an init system to ask, a server package would try to start on its port; a
  // policy-rc.d that says "no" is how Debian lets installers skip that.
  const policy = "/usr/sbin/policy-rc.d";
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
  try {
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    const args = ["install", "-y", "-qq", "--no-install-recommends", ...packages];
    execFileSync("apt-get", args, { stdio: "inherit", env });
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
}
