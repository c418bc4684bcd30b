// HTML's invoker commands, which React 19 passes through as plain attributes but whose
// types it does not have yet: a button that opens or closes a dialog without a script.
import "react";

declare module "react" {
  // T must match React's own declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element this button commands. */
    commandfor?: string;
    /** What it does to that element (a dialog: "show-modal" or "close"). */
    command?: "show-modal" | "close" | "request-close";
  }
}
