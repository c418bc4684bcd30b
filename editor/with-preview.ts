// `npm run edit`: the dev server's live preview (`npm run dev`) and the editor beside it.
// When either stops, so does the other; Ctrl+C reaches both, being one process group.
import { spawn } from "node:child_process";

const preview = spawn("npm", ["run", "--silent", "dev"], { stdio: "inherit" });
preview.on("exit", (code) => process.exit(code ?? 1));
process.on("exit", () => preview.kill());
await import("./main.ts");
