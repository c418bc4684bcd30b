import logoUrl from "../assets/brand/logo.svg";

export type SocialNetwork = "linkedin" | "instagram" | "youtube";

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

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

/** The one place every component reads brand facts from. */
export const siteConfig: SiteConfig = {
  name: __BRAND__.name,
  url: __BRAND__.siteUrl,
  email: __BRAND__.email,
  youtubeVideoId: __BRAND__.videoId,
  logo: { src: logoUrl, width: 32, height: 32 },
  social: [
    { network: "linkedin", label: "LinkedIn", href: __BRAND__.linkedinUrl },
    { network: "instagram", label: "Instagram", href: __BRAND__.instagramUrl },
    { network: "youtube", label: "YouTube", href: __BRAND__.youtubeUrl },
  ],
  copyrightYear: __BUILD_YEAR__,
};
