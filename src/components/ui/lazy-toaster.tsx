import { useEffect, useState, type ComponentType } from "react";
import type { ToasterProps } from "sonner";
import { loadSonner, toasterMounted } from "../../lib/toast";

function Ready() {
  useEffect(toasterMounted, []);
  return null;
}

/**
 * Mounts sonner's <Toaster> right after hydration, off the critical path. Its polite live
 * region is therefore in the page long before any message: a visitor needs more than a
 * moment to fill in a form, and a submit shows its toast a second later at the earliest.
 */
export function LazyToaster(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    let active = true;
    void loadSonner().then((sonner) => {
      if (active) setToaster(() => sonner.Toaster);
    });
    return () => {
      active = false;
    };
  }, []);

  if (!Toaster) return null;
  return (
    <>
      <Toaster {...props} />
      <Ready />
    </>
  );
}
