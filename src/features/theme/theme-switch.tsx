import { useId } from "react";
import { Monitor, Moon, Sun } from "../../components/icons/lucide";
import { Icon } from "../../components/ui/icon";
import { themeChoices } from "../../content/ids";
import { useCommonCopy } from "../../i18n/copy-context";
import { cn } from "../../lib/cn";
import { setThemeChoice } from "./theme-store";
import { useThemeChoice } from "./use-theme-choice";

interface ThemeSwitchProps {
  /** Icons only (the header), or icons with their names under a visible label (the drawer). */
  labelled?: boolean;
  className?: string;
}

/**
 * System, Light or Dark as a native radio group: one tab stop, arrow keys choose, and a
 * screen reader says "Theme, radio group, Light, radio button, checked, 2 of 3". Its look
 * is `.theme-switch` in app.css. The choice is only known in the browser, so the
 * prerendered page holds just an empty, invisible pill where the header's switch goes
 * (nothing moves when the switch appears after hydration) and nothing in the closed
 * drawer. Without JavaScript nothing is shown and the system's setting applies.
 */
const icons = { system: Monitor, light: Sun, dark: Moon };

export function ThemeSwitch({ labelled = false, className }: ThemeSwitchProps) {
  const choice = useThemeChoice();
  const id = useId();
  const copy = useCommonCopy().theme;
  const options = themeChoices.map((value) => ({
    value,
    label: copy.choices[value],
    icon: icons[value],
  }));
  if (choice === null) {
    if (labelled) return null;
    return (
      <div aria-hidden="true" className={cn("invisible noscript:hidden", className)}>
        <div className="theme-switch">
          {options.map((option) => (
            <span key={option.value} />
          ))}
        </div>
      </div>
    );
  }
  return (
    <div className={className}>
      {labelled && (
        <p id={id} className="mb-2 px-1 text-sm font-medium text-fg-subtle">
          {copy.label}
        </p>
      )}
      <div
        role="radiogroup"
        aria-label={labelled ? undefined : copy.label}
        aria-labelledby={labelled ? id : undefined}
        className="theme-switch"
      >
        {options.map((option) => (
          <label key={option.value} title={labelled ? undefined : option.label}>
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={choice === option.value}
              onChange={() => setThemeChoice(option.value)}
            />
            <Icon node={option.icon} className="size-4" />
            <span className={labelled ? "pr-1 text-sm font-medium" : "sr-only"}>
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
