import type { ComponentProps } from "react";
import { Link } from "wouter";
import { buttonClassName, type ButtonStyleProps } from "./button-styles";

type ButtonLinkProps = Omit<ComponentProps<"a">, "href"> & { to: string } & ButtonStyleProps;

/** A client-side route link that looks like a button. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return (
    <Link
      data-slot="button-link"
      className={buttonClassName({ variant, size }, className)}
      {...props}
    />
  );
}
