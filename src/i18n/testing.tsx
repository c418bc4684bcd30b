// For unit tests of components that read the site's copy: the English content files, and a
// render that provides them as a page would.
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import common from "../../content/en/common.json";
import contact from "../../content/en/contact.json";
import type { CommonContent, ContactContent } from "../content/schema";
import { SiteCopyProvider } from "./copy-context";

export const englishCopy = {
  common: common as CommonContent,
  contact: contact as ContactContent,
};

export function renderWithCopy(ui: ReactElement): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => (
      <SiteCopyProvider value={{ locale: "en", common: englishCopy.common }}>
        {children}
      </SiteCopyProvider>
    ),
  });
}
