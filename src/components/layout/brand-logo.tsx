import { Link } from "react-router";
import { siteConfig } from "../../config/site";
import { cn } from "../../lib/cn";

interface BrandLogoProps {
  className?: string;
  /** The header logo links home; the footer one is just the mark and name. */
  asLink?: boolean;
}

export function BrandLogo({ className, asLink = true }: BrandLogoProps) {
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
    <Link to="/" className={classes} aria-label={`${siteConfig.name}, home`}>
      {content}
    </Link>
  );
}
