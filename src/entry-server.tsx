import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "./app";

/** Renders one URL to HTML, waiting for its lazy page chunk (used at build time only). */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // Keep every Suspense boundary inline: no hidden outlined content and no inline
    // <script> to reveal it, which the content-security policy would refuse.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
