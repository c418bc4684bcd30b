// The boot loader's inline script (see boot-loader.ts), bundled and minified by the build.
import { bootLoader, type BootData } from "./boot-loader";

bootLoader(
  (document.currentScript as HTMLScriptElement).dataset as unknown as BootData,
  (url) => import(url),
);
