import { existsSync } from "node:fs";
import { chromiumArgs, chromiumPath } from "../../scripts/lib/chromium.mjs";

export { chromiumArgs, chromiumPath };

export function hasChromium(): boolean {
  return existsSync(chromiumPath());
}
