// Runs in the editor's page only (never on the site). The editor's "Work with Local
// Repository" reads and writes a folder through the browser's File System Access API, which
// opens an OS dialog, and only in Chromium. Here the folder is a real one in the browser's
// origin-private file system, filled from `npm run edit`'s working copy when the page opens,
// and every save goes to the working copy first: the server checks the file as the build
// would and formats it, and only then is the browser's copy written. A refused save throws,
// so the editor says the save failed and keeps what was typed.
//
// How the editor saves (Sveltia CMS 0.221): it writes a new text to a temporary file
// (`.sveltia-tmp-<uuid>`) and moves it over the real one, or, where handles cannot move,
// writes the real file directly. It ignores errors from close() but not from write() or
// move(), so those are where the working copy is written. An uploaded image goes the same
// way as bytes; the working copy keeps texts as text and images as base64 in its listing.

interface SavedFile {
  path: string;
  text: string;
  encoding?: "base64";
  sha: string;
}

/** The posts' images (editor/working-copy.ts checks them again). */
const media = /^content\/media\//;
type Data = Blob | string;

type Api = (path: string, init?: RequestInit) => Promise<Response>;
type Move = (
  this: FileSystemFileHandle,
  dir: FileSystemDirectoryHandle,
  name: string,
) => Promise<void>;

const temporary = /(^|\/)\.sveltia-tmp-[^/]*$/;

async function fileAt(root: FileSystemDirectoryHandle, path: string) {
  const folders = path.split("/");
  const name = folders.pop() ?? path;
  let dir = root;
  for (const folder of folders) dir = await dir.getDirectoryHandle(folder, { create: true });
  return dir.getFileHandle(name, { create: true });
}

/** Empties `dir` without replacing it: the editor keeps a handle to it between visits. */
async function empty(dir: FileSystemDirectoryHandle) {
  const names: string[] = [];
  for await (const name of dir.keys()) names.push(name);
  await Promise.all(names.map((name) => dir.removeEntry(name, { recursive: true })));
}

/**
 * Fills the browser's folder from the working copy and routes the editor's saves through
 * `api`; `window.showDirectoryPicker` then answers with that folder instead of a dialog.
 */
export async function connectWorkingCopy(api: Api): Promise<void> {
  const call = async (path: string, init?: RequestInit) => {
    const response = await api(path, init);
    if (!response.ok) throw new Error((await response.text()) || response.statusText);
    return response;
  };
  const files = (await (await call("files")).json()) as SavedFile[];
  const storage = await navigator.storage.getDirectory();
  const root = await storage.getDirectoryHandle("working-copy", { create: true });
  const createWritable = FileSystemFileHandle.prototype.createWritable;
  const known = new Map(files.map((file) => [file.path, file.sha]));
  const writeLocal = async (handle: FileSystemFileHandle, data: Data) => {
    const writable = await createWritable.call(handle, {});
    await writable.write(data);
    await writable.close();
  };
  const contentOf = (file: SavedFile): Data =>
    file.encoding === "base64"
      ? new Blob([Uint8Array.from(atob(file.text), (char) => char.charCodeAt(0))])
      : file.text;

  await empty(root);
  // The editor checks that the folder is a repository's root.
  await root.getDirectoryHandle(".git", { create: true });
  for (const file of files) await writeLocal(await fileAt(root, file.path), contentOf(file));

  const pathOf = async (handle: FileSystemHandle) => (await root.resolve(handle))?.join("/");
  const query = (path: string) => `files?path=${encodeURIComponent(path)}`;
  /** Writes the working copy's file; returns what it now holds (a text formatted). */
  const save = async (path: string, data: Data): Promise<Data> => {
    const image = media.test(path);
    const response = await call(query(path), {
      method: "PUT",
      headers: {
        "If-Match": known.get(path) ?? "new",
        "Content-Type": image ? "application/octet-stream" : "text/plain",
      },
      body: image ? data : await text(data),
    });
    const saved = (await response.json()) as SavedFile;
    known.set(path, saved.sha);
    return image ? data : saved.text;
  };
  const remove = async (path: string) => {
    const sha = known.get(path);
    if (sha === undefined) return;
    await call(query(path), { method: "DELETE", headers: { "If-Match": sha } });
    known.delete(path);
  };

  FileSystemFileHandle.prototype.createWritable = async function (options) {
    const path = await pathOf(this);
    if (path === undefined || temporary.test(path)) return createWritable.call(this, options);
    // A direct write of a real file: the whole text (or image) in one write().
    const write = async (data: Data | BufferSource) =>
      writeLocal(
        this,
        await save(
          path,
          data instanceof Blob || typeof data === "string" ? data : new Blob([data]),
        ),
      );
    return {
      write,
      close: async () => undefined,
      abort: async () => undefined,
    } as unknown as FileSystemWritableFileStream;
  };

  // Chromium has move() on file handles, the proposal on all handles: a file's is the one.
  const fileHandles = FileSystemFileHandle.prototype as unknown as { move?: Move };
  const move = fileHandles.move;
  if (move) {
    fileHandles.move = async function (this: FileSystemFileHandle, dir, name) {
      const [from, to] = [await pathOf(this), await pathOf(dir)];
      if (from === undefined || to === undefined) return move.call(this, dir, name);
      const target = to ? `${to}/${name}` : name;
      const saved = await save(target, await this.getFile());
      if (!temporary.test(from)) await remove(from);
      await writeLocal(this, saved);
      return move.call(this, dir, name);
    };
  }

  const removeEntry = FileSystemDirectoryHandle.prototype.removeEntry;
  FileSystemDirectoryHandle.prototype.removeEntry = async function (name, options) {
    const dir = await pathOf(this);
    if (dir !== undefined) await remove(dir ? `${dir}/${name}` : name);
    return removeEntry.call(this, name, options);
  };

  // The sign-in page shows the Git host's status; working locally needs no Git host.
  const fetch = window.fetch;
  window.fetch = (input, init) =>
    String(input instanceof Request ? input.url : input).startsWith(gitHostStatus)
      ? Promise.resolve(Response.json({ status: { indicator: "none" } }))
      : fetch(input, init);

  Object.assign(window, { showDirectoryPicker: async () => root });
}

const gitHostStatus = "https://www.githubstatus.com/";

const text = async (data: Blob | string) => (typeof data === "string" ? data : data.text());
