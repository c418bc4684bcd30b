import type { PageMeta } from "../../content/types";

/** The brand leads on the home page and trails everywhere else. */
export function documentTitle(meta: Pick<PageMeta, "title" | "path">, brand: string): string {
  return meta.path === "/" ? `${brand} | ${meta.title}` : `${meta.title} | ${brand}`;
}
