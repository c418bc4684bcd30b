// Colours that code needs as values: the build renders images with them and the browser's
// UI is told them in <meta name="theme-color">, where no CSS variable reaches. The pages
// themselves take theirs from styles/theme.css, whose page colours these match.

/**
 * The site's dark palette (Tailwind's slate-950, a dark navy, cyan-400 and violet-400, as in
 * the hero glow and the logo gradient). Written out here because the build renders images
 * with them and cannot read colours out of the CSS.
 */
export const brandColors = {
  background: "#020617",
  surface: "#0b1120",
  cyan: "#22d3ee",
  violet: "#a78bfa",
  heading: "#ffffff",
  text: "#cbd5e1",
} as const;

/** The page background of each theme (the `page` colour in styles/theme.css). */
export const themeColors = {
  light: "#ffffff",
  dark: brandColors.background,
} as const;
