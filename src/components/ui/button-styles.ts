import { cn } from "../../lib/cn";

export type ButtonVariant = "primary" | "secondary" | "ghost";
export type ButtonSize = "md" | "lg" | "icon";

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const base =
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors select-none disabled:cursor-not-allowed aria-disabled:cursor-not-allowed";

const variants: Record<ButtonVariant, string> = {
  // The transparent border becomes a visible one in forced colours, where backgrounds go.
  primary:
    "border border-transparent bg-accent text-on-accent shadow-(--primary-halo) hover:bg-accent-hover disabled:bg-slate-400 disabled:text-slate-950 disabled:shadow-none aria-disabled:bg-slate-400 aria-disabled:text-slate-950 aria-disabled:shadow-none",
  secondary:
    "border border-line-bold bg-surface/60 text-fg hover:border-field-hover hover:bg-raised",
  ghost: "text-fg-soft hover:bg-raised hover:text-heading",
};

const sizes: Record<ButtonSize, string> = {
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "size-11",
};

/** Shared by <Button> and <ButtonLink>, so a link styled as a button never copies classes. */
export function buttonClassName(
  { variant = "primary", size = "md" }: ButtonStyleProps,
  className?: string,
): string {
  return cn(base, variants[variant], sizes[size], className);
}
