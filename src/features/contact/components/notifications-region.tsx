import { useEffect, useState, type ComponentType } from "react";
import type { ToasterProps } from "sonner";
import { onSonnerLoaded, toasterMounted } from "../toast";

function Ready() {
  useEffect(toasterMounted, []);
  return null;
}

interface NotificationsRegionProps {
  /** The region's accessible name. */
  label: string;
  toaster: ToasterProps;
}

/**
 * The page's notifications: a polite live region that is in the prerendered HTML, so it
 * exists long before any message, with sonner's <Toaster> inside it once sonner has loaded
 * (see prepareToasts: as the visitor starts on the form, not with the page). sonner's own
 * container is left unnamed, so the page has one notifications region, not two.
 */
export function NotificationsRegion({ label, toaster }: NotificationsRegionProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => onSonnerLoaded((sonner) => setToaster(() => sonner.Toaster)), []);

  return (
    <section
      aria-label={label}
      aria-live="polite"
      aria-relevant="additions text"
      aria-atomic="false"
    >
      {Toaster ? (
        <>
          <Toaster {...toaster} customAriaLabel="" />
          <Ready />
        </>
      ) : null}
    </section>
  );
}
