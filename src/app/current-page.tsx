import { createContext, use } from "react";
import type { PageId } from "../site-pages";

const CurrentPageContext = createContext<PageId>("home");

/** Which page the router shows, for the parts of the frame that depend on it. */
export const CurrentPageProvider = CurrentPageContext;

export const useCurrentPage = (): PageId => use(CurrentPageContext);
