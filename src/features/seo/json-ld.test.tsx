import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd } from "./json-ld";

describe("JsonLd", () => {
  it("renders a data block whose text cannot end the element early", () => {
    const html = renderToStaticMarkup(
      <JsonLd
        data={{ "@context": "https://schema.org", "@type": "Thing", name: "</script><b>" }}
      />,
    );
    expect(html).toMatch(/^<script type="application\/ld\+json">/);
    expect(html.match(/<\/script/g)).toHaveLength(1);
    const json = html.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "");
    expect(JSON.parse(json)).toMatchObject({ name: "</script><b>" });
  });
});
