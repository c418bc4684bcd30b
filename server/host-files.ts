/** The files the build writes for hosts to read, never to be served to visitors. */
export const hostFiles = {
  headers: "/_headers",
  nginxHeaders: "/_headers.conf",
  redirects: "/_redirects",
} as const;
