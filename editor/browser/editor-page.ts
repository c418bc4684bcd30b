// The editor's page script. Served by `npm run edit` (with a token in the page, so only this
// page can call the working copy) and by a team's deployment (no token: the editor signs in
// to the Git host instead). Loads the configuration the schema made, then the editor.
import { connectWorkingCopy } from "./working-copy-bridge.ts";

interface EditorModule {
  init(options: { config: unknown }): Promise<void>;
}

const base = new URL(".", document.baseURI);
const token = document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content;

async function start() {
  if (token) {
    await connectWorkingCopy((path, init = {}) =>
      fetch(new URL(`api/${path}`, base), {
        ...init,
        headers: { ...init.headers, "X-Editor-Token": token },
      }),
    );
  }
  const config: unknown = await (await fetch(new URL("config.json", base))).json();
  const editor = (await import(
    /* @vite-ignore */ new URL("sveltia/index.js", base).href
  )) as EditorModule;
  await editor.init({ config });
}

start().catch((error: unknown) => {
  document.body.textContent = `The editor could not start: ${String(error)}`;
  throw error;
});
