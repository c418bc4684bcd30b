import {
  useEffect,
  useRef,
  type ComponentProps,
  type MouseEvent,
  type SyntheticEvent,
} from "react";

interface ModalDialogProps extends Omit<ComponentProps<"dialog">, "open" | "onClose"> {
  /** Shows the dialog as modal (top layer, inert page, Escape to close) while true. */
  open: boolean;
  onClose: () => void;
}

/**
 * A native <dialog> driven by `open`. showModal() brings focus trapping, the inert page,
 * Escape and focus return; this adds backdrop-click closing. The page scroll lock lives in
 * CSS (`html:has(dialog:modal)`), so it can never be left behind.
 *
 * `open` is the one truth: Escape and the backdrop ask `onClose` to make it false, and the
 * effect closes the dialog. Left to close itself, the dialog reports it a task later, in
 * "close": a shortcut pressed in between (Ctrl+K right after Escape) found the state still
 * open and was lost. A close the page did not ask for (a form's `method=dialog`, or Escape
 * when the browser skips "cancel") still reports through "close".
 */
export function ModalDialog({
  open,
  onClose,
  onClick,
  onCancel,
  children,
  ...props
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    onCancel?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    onClick?.(event);
    // The dialog has no padding and its content fills it, so a click whose target is the
    // <dialog> itself landed on the ::backdrop.
    if (event.target === event.currentTarget) onClose();
  }

  function handleClose(event: SyntheticEvent<HTMLDialogElement>) {
    // Not when it was this state that closed it, nor when it has been opened again since.
    if (open && !event.currentTarget.open) onClose();
  }

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- Escape is handled natively by <dialog>; the click only serves the backdrop.
    <dialog
      ref={ref}
      onCancel={handleCancel}
      onClose={handleClose}
      onClick={handleClick}
      {...props}
    >
      {children}
    </dialog>
  );
}
