// @ts-check
// The production server behind `npm start`: the prerendered build from dist/, served the
// way the nginx config serves it. No build step of its own; run `npm run build` first.
import { createSiteServer } from "./app.mjs";

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";

const server = createSiteServer({ root: new URL("../dist", import.meta.url).pathname });
server.listen(port, host, () => {
  console.info(`Serving dist/ at http://${host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
