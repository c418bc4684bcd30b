import type { PageMeta } from "./types";

export const notFoundMeta = {
  title: "Page not found",
  description: "The page you were looking for does not exist.",
  noindex: true,
} satisfies PageMeta;

export const notFoundPage = {
  code: "404",
  title: "Oops! Page not found",
  text: "The page you are looking for doesn't exist or has moved.",
  home: "Return to Home",
} as const;
