/**
 * Content types by file extension, with a charset for text so no browser has to guess.
 * nginx gets exactly this table (its own mime.types is not assumed) and `npm start` uses it.
 */
export const contentTypes: Record<string, string> = {
  html: "text/html; charset=utf-8",
  // The pages' Markdown twins (RFC 7763).
  md: "text/markdown; charset=utf-8",
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  map: "application/json; charset=utf-8",
  json: "application/json; charset=utf-8",
  webmanifest: "application/manifest+json; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  svg: "image/svg+xml; charset=utf-8",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/x-icon",
  woff: "font/woff",
  woff2: "font/woff2",
  mp4: "video/mp4",
  webm: "video/webm",
  pdf: "application/pdf",
};
export const defaultContentType = "application/octet-stream";

export function contentTypeFor(path: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? "";
  return contentTypes[extension] ?? defaultContentType;
}
