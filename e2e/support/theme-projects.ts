import type { Project } from "@playwright/test";

/** The accessibility checks that run again in the light theme: contrast, axe, keyboard. */
export const lightThemeSpecs = [
  "axe.spec.ts",
  "a11y/axe-states.spec.ts",
  "a11y/keyboard.spec.ts",
  "a11y/low-vision.spec.ts",
];

/**
 * The site follows the system's colour scheme, and Playwright's browsers report light. The
 * "desktop" and "mobile" projects are pinned to dark (the theme the suite was written in),
 * and each gets a "-light" twin that runs the accessibility checks in the light theme, so
 * WCAG 2.2 AA is proven in both. Projects that set a scheme of their own keep it.
 */
export function withThemeProjects(projects: Project[]): Project[] {
  const browserProjects = ["desktop", "mobile"];
  return [
    ...projects.map((project) => ({
      ...project,
      use: { colorScheme: "dark" as const, ...project.use },
    })),
    ...projects
      .filter((project) => browserProjects.includes(project.name ?? ""))
      .map((project) => ({
        ...project,
        name: `${project.name}-light`,
        testIgnore: undefined,
        testMatch: lightThemeSpecs,
        use: { ...project.use, colorScheme: "light" as const },
      })),
  ];
}
