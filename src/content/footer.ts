export const footer = {
  tagline: "AI-powered, composable observability for modern systems.",
  contactLabel: "Contact",
  socialLabel: "Follow us",
  newTab: "(opens in a new tab)",
  rights: "All rights reserved.",
} as const;
