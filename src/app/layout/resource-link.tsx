import { Link } from "wouter";
import { useCommonCopy, useLatestRelease, useLocale } from "../../i18n/copy-context";
import { resourceLinks, type ResourceLink as Resource } from "./resource-links";

/** This page's resource links, in its language. */
export const useResourceLinks = (): Resource[] =>
  resourceLinks(useLocale(), useCommonCopy().footer, useLatestRelease() !== null);

/** One of the resource links: a route of the app's own, or a plain link to another document. */
export function ResourceLink({ link, className }: { link: Resource; className: string }) {
  return link.route ? (
    <Link to={link.href} className={className}>
      {link.label}
    </Link>
  ) : (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  );
}
