import { useEffect } from "react";
import { contactFieldLimits } from "../../features/contact/fields";
import { useLocationSearch } from "../../lib/use-location-search";

/**
 * The subject a link set (`/contact?subject=…`, the trust center's "request our DPA"), read
 * once it is hydrated, trimmed and cut to the field's limit. It only fills an empty field:
 * what the visitor typed before the page was ready stays. They can change it like any text.
 */
export function arrivedSubject(search: string): string {
  const subject = new URLSearchParams(search).get("subject")?.trim() ?? "";
  return subject.slice(0, contactFieldLimits.subject);
}

export function useArrivedSubject(): void {
  const search = useLocationSearch();
  useEffect(() => {
    const subject = arrivedSubject(search);
    const field = document.querySelector<HTMLInputElement>('form input[name="subject"]');
    if (!subject || !field || field.value !== "") return;
    field.value = subject;
    // As if typed: the form's own input handling (its validity) sees it.
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }, [search]);
}
