import { themeColors } from "../../config/colors";
import { colorSchemes, themeColorMedia } from "./theme-store";
import { useThemeChoice } from "./use-theme-choice";

/**
 * The browser's UI colour for each theme, chosen by `media`: the system's setting decides
 * unless the visitor chose a theme. The prerendered pages carry the system's version; the
 * head script points them at a stored choice before the first paint, and React, which adopts
 * them as they are, renders the same media once it knows the choice.
 */
export function ThemeColorMeta() {
  const choice = useThemeChoice() ?? "system";
  return colorSchemes.map((scheme) => (
    <meta
      key={scheme}
      name="theme-color"
      content={themeColors[scheme]}
      media={themeColorMedia(scheme, choice)}
    />
  ));
}
