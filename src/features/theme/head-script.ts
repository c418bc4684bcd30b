// With its extension: vite.config.ts imports this file, and Node resolves no bare paths.
import { colorSchemes, themeAttribute, themeStorageKey } from "./theme-store.ts";

// data-theme is dataset.theme: the shorter spelling, in a script that every page carries.
const datasetKey = themeAttribute.replace(/^data-/, "");
const key = JSON.stringify(themeStorageKey);

/**
 * The inline script at the end of every page's head (app/document.tsx), so the stored theme
 * is on <html> before the first paint: a stylesheet cannot read localStorage,
 * and the app's JavaScript runs only after the page has painted. It also points the
 * `theme-color` metas, which are in <head> before it, at the chosen theme (as themeColorMedia does),
 * and does both again when the page comes back from the back/forward cache, in case the
 * choice changed on another page meanwhile. Tiny and constant: the content-security policy
 * allows exactly this text by its hash, which the build collects from the pages.
 */
export const themeHeadScript =
  `(()=>{let d=document,r=d.documentElement.dataset,a=()=>{let t;try{t=localStorage[${key}]}catch{}` +
  `t=t=="light"||t=="dark"?t:"";t?r.${datasetKey}=t:delete r.${datasetKey};` +
  `d.querySelectorAll("meta[name=theme-color]").forEach((m,i)=>{let s=${JSON.stringify(colorSchemes)}[i];` +
  `m.setAttribute("media",t?t==s?"all":"not all":"(prefers-color-scheme: "+s+")")})};` +
  `a();addEventListener("pageshow",e=>e.persisted&&a())})()`;
