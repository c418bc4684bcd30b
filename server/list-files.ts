import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Every file below dir, as sorted URL paths (`/contact/index.html`). */
export function listUrlPaths(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/")}`)
    .sort();
}
