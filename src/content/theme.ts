import { Monitor, Moon, Sun } from "lucide";
import type { ThemeOption } from "./types";

export const themeCopy = {
  /** The switch's name: "Theme, radio group". */
  label: "Theme",
  options: [
    { value: "system", label: "System", icon: Monitor },
    { value: "light", label: "Light", icon: Sun },
    { value: "dark", label: "Dark", icon: Moon },
  ],
} as const satisfies { label: string; options: readonly ThemeOption[] };
