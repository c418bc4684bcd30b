import type { BrandEnv } from "./brand-env";

export type SocialNetwork = "linkedin" | "instagram" | "youtube";

export interface SocialLink {
  network: SocialNetwork;
  /** The network's own name, the same in every language. */
  label: string;
  href: string;
}

/** The brand's social pages, in the footer's order: the site and its Markdown read these. */
export function socialLinks(brand: BrandEnv): SocialLink[] {
  return [
    { network: "linkedin", label: "LinkedIn", href: brand.linkedinUrl },
    { network: "instagram", label: "Instagram", href: brand.instagramUrl },
    { network: "youtube", label: "YouTube", href: brand.youtubeUrl },
  ];
}
