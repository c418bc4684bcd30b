// `npm run serve`: the prerendered build, served the way nginx serves it. No build step of
// its own; run `npm run build` first (`npm start` does both).
import { createSiteServer } from "./app.ts";
import { distDir } from "./dist-dir.ts";

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";

const server = createSiteServer({ root: distDir });
server.listen(port, host, () => {
  console.info(`Serving ${distDir} at http://${host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
