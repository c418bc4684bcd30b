import { cn } from "../../lib/cn";

export type ButtonVariant = "primary" | "secondary" | "ghost";
export type ButtonSize = "md" | "lg" | "icon";

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const base =
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors select-none disabled:cursor-not-allowed aria-disabled:cursor-not-allowed motion-reduce:transition-none";

const variants: Record<ButtonVariant, string> = {
  // The transparent border becomes a visible one in forced colours, where backgrounds go.
  primary:
    "border border-transparent bg-cyan-300 text-slate-950 shadow-[0_0_0_1px_rgb(103_232_249/0.4),0_8px_30px_-8px_rgb(34_211_238/0.6)] hover:bg-cyan-200 disabled:bg-slate-400 disabled:text-slate-950 disabled:shadow-none aria-disabled:bg-slate-400 aria-disabled:text-slate-950 aria-disabled:shadow-none",
  secondary:
    "border border-slate-600 bg-slate-900/60 text-slate-100 hover:border-slate-400 hover:bg-slate-800",
  ghost: "text-slate-200 hover:bg-slate-800 hover:text-white",
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
