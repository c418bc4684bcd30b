// The site search's words (content/<locale>/common.json, "search"): its button, dialog and
// results, kept beside the schema of every other file (schema.ts).
import { group, plural, text } from "./schema-fields.ts";

export const searchCopySchema = group("Site search", {
  open: text(30, "Search button", { hint: "In the header and the phone menu." }),
  title: text(40, "Dialog name", { hint: "Read by screen readers when the dialog opens." }),
  label: text(40, "Search field name", { hint: "Read by screen readers." }),
  placeholder: text(50, "Search field placeholder"),
  close: text(30, "Close button", { hint: "Read by screen readers." }),
  prompt: text(120, "Before typing", { hint: "Shown under the empty search field." }),
  loading: text(60, "While loading", { hint: "Shown while the search loads, on first use." }),
  results: plural("Number of results", "Announced to screen readers as results arrive."),
  empty: text(120, "No results", { keeps: ["query"] }),
  failed: text(160, "Search unavailable", {
    multiline: true,
    hint: "When the search cannot load (offline, say). What was typed stays in the field.",
  }),
  retry: text(30, "Try again button", { hint: "Below the message above." }),
  keys: group("Keyboard help", {
    move: text(20, "Arrows"),
    open: text(20, "Enter"),
    close: text(20, "Escape"),
  }),
  sections: group(
    "Sections",
    {
      platform: text(24, "Platform pages"),
      blog: text(24, "Blog"),
      contact: text(24, "Contact"),
    },
    "Shown above each result: where on the site the page is.",
  ),
});
