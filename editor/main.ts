// The editor half of `npm run edit` (editor/with-preview.ts starts the dev server beside it):
// serves the content editor for the working copy at http://localhost:5174/admin/
// (EDITOR_PORT to change). EDITOR_ROOT points it at another working copy, as the editor's
// browser tests do.
import { execFileSync } from "node:child_process";
import { devServerAddress } from "../builder/dev-address.ts";
import { editorRoute } from "./admin-page.ts";
import { createEditorServer } from "./editor-server.ts";

const port = Number(process.env.EDITOR_PORT ?? 5174);
const root = process.env.EDITOR_ROOT ?? process.cwd();

/** `owner/name` of the GitHub remote, for the editor's sign-in to GitHub; none is fine. */
function githubRepo(): string | undefined {
  try {
    const remote = execFileSync("git", ["remote", "get-url", "origin"], {
      cwd: root,
      stdio: ["ignore", "pipe", "ignore"],
    }).toString();
    return /github\.com[:/]([^/]+\/[^/]+?)(\.git)?\s*$/.exec(remote)?.[1];
  } catch {
    return undefined;
  }
}

const server = await createEditorServer({
  root,
  siteUrl: devServerAddress().origin,
  repo: githubRepo(),
});
server.listen(port, "localhost", () => {
  console.info(
    `Content editor: http://localhost:${port}${editorRoute} ` +
      `(saves to ${root}/content; the pages at ${devServerAddress().origin}/)`,
  );
});
