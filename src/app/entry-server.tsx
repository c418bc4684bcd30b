import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { App } from "./app";
import { Document } from "./document";
import type { RenderPage } from "./page-data";
import { SiteRouter } from "./router";
import { createRoutes } from "./routes";

/**
 * A page's whole HTML document for one URL, waiting for its lazy page chunk: used by the
 * build for every page of every locale, and by the dev server on each request.
 */
export const renderPage: RenderPage = async (url, data, assets) => {
  const { prelude } = await prerender(
    <Document data={data} assets={assets}>
      <StrictMode>
        <SiteRouter url={url}>
          <App
            routes={createRoutes(data)}
            locale={data.locale}
            common={data.common}
            footerPages={data.footerPages}
            latestRelease={data.latestRelease}
          />
        </SiteRouter>
      </StrictMode>
    </Document>,
    // Keep every Suspense boundary inline: no hidden outlined content and no inline
    // <script> to reveal it, which the content-security policy would refuse.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
};
