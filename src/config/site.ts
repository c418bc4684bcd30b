import logoUrl from "../assets/brand/logo.svg";
import { socialLinks, type SocialLink } from "./social-links";

export interface SiteConfig {
  name: string;
  /** Absolute origin without a trailing slash, used for canonical and social URLs. */
  url: string;
  email: string;
  youtubeVideoId: string;
  logo: { src: string; width: number; height: number };
  social: SocialLink[];
  copyrightYear: number;
}

// Read once: each mention of a build constant is replaced by its whole value.
const brand = __BRAND__;

/** The one place every component reads brand facts from. */
export const siteConfig: SiteConfig = {
  name: brand.name,
  url: brand.siteUrl,
  email: brand.email,
  youtubeVideoId: brand.videoId,
  logo: { src: logoUrl, width: 32, height: 32 },
  social: socialLinks(brand),
  copyrightYear: __BUILD_YEAR__,
};
