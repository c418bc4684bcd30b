import { Link } from "wouter";
import { siteConfig } from "../../config/site";
import { useCommonCopy, useLocalizedPath } from "../../i18n/copy-context";
import { fill } from "../../i18n/format";
import { cn } from "../../lib/cn";

interface BrandLogoProps {
  className?: string;
  /** The header logo links home; the footer one is just the mark and name. */
  asLink?: boolean;
}

export function BrandLogo({ className, asLink = true }: BrandLogoProps) {
  const { nav } = useCommonCopy();
  const localize = useLocalizedPath();
  const content = (
    <>
      <img
        src={siteConfig.logo.src}
        width={siteConfig.logo.width}
        height={siteConfig.logo.height}
        alt=""
        className="size-8"
      />
      <span className="text-lg font-bold tracking-tight text-heading">{siteConfig.name}</span>
    </>
  );
  const classes = cn("inline-flex items-center gap-2.5 rounded-md", className);
  if (!asLink) return <span className={classes}>{content}</span>;
  return (
    <Link
      to={localize("/")}
      className={classes}
      aria-label={fill(nav.home, { brand: siteConfig.name })}
    >
      {content}
    </Link>
  );
}
