/** Copy that only search engines, link previews and installed-app launchers show. */
export const seoCopy = {
  /** Describes the generated social image (drawn by builder/social-image/social-card.ts). */
  socialImageAlt: (brand: string) =>
    `${brand} logo with the site's headline and tagline in white on a dark blue background with cyan and violet glows`,
} as const;
