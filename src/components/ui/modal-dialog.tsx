import { useEffect, useRef, type ComponentProps, type MouseEvent } from "react";

interface ModalDialogProps extends Omit<ComponentProps<"dialog">, "open" | "onClose"> {
  /** Shows the dialog as modal (top layer, inert page, Escape to close) while true. */
  open: boolean;
  onClose: () => void;
}

/**
 * A native <dialog> driven by `open`. showModal() brings focus trapping, the inert page,
 * Escape and focus return; this adds backdrop-click closing. The page scroll lock lives in
 * CSS (`html:has(dialog:modal)`), so it can never be left behind.
 */
export function ModalDialog({ open, onClose, onClick, children, ...props }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    onClick?.(event);
    // The dialog has no padding and its content fills it, so a click whose target is the
    // <dialog> itself landed on the ::backdrop.
    if (event.target === event.currentTarget) event.currentTarget.close();
  }

  return (
    // Closing via Escape, the backdrop or a form[method=dialog] all fire "close".
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- Escape is handled natively by <dialog>; the click only serves the backdrop.
    <dialog ref={ref} onClose={onClose} onClick={handleClick} {...props}>
      {children}
    </dialog>
  );
}
