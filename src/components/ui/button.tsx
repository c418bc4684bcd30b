import type { ComponentProps } from "react";
import { buttonClassName, type ButtonStyleProps } from "./button-styles";

type ButtonProps = ComponentProps<"button"> & ButtonStyleProps;

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return (
    <button
      type={type}
      data-slot="button"
      className={buttonClassName({ variant, size }, className)}
      {...props}
    />
  );
}
