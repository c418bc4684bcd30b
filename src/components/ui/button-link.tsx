import { Link, type LinkProps } from "react-router";
import { buttonClassName, type ButtonStyleProps } from "./button-styles";

type ButtonLinkProps = LinkProps & ButtonStyleProps;

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
