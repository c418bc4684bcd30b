// Makes sure the e2e suite has a browser: CHROME_PATH if set, else Debian's chromium,
// installed with apt-get when missing and running as root.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROME_PATH ?? "/usr/bin/chromium";

if (existsSync(path)) {
  process.exit(0);
}
if (process.env.CHROME_PATH) {
  console.error(`CHROME_PATH=${path} does not exist.`);
  process.exit(1);
}
if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) {
  console.error(
    "No Chromium at /usr/bin/chromium. Install Chromium or Chrome and point CHROME_PATH at it,\n" +
      "for example: CHROME_PATH=/usr/bin/google-chrome npm test",
  );
  process.exit(1);
}
console.info("Installing Debian's chromium for the end-to-end tests...");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
execFileSync(
  "apt-get",
  ["install", "-y", "-qq", "--no-install-recommends", "chromium", "fonts-dejavu-core"],
  {
    stdio: "inherit",
    env,
  },
);
