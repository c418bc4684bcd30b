import type { Graph, Thing, WithContext } from "schema-dts";
import { jsonInScript } from "../../lib/json-in-script";

/**
 * Structured data rendered with the page, so it is in the prerendered HTML. A JSON-LD block
 * is data, not script: browsers never execute it, so a CSP without 'unsafe-inline' allows
 * it.
 */
export function JsonLd({ data }: { data: Graph | WithContext<Thing> }) {
  // dangerouslySetInnerHTML because React would HTML-escape text children, which is wrong
  // inside <script>; jsonInScript makes the raw JSON safe to embed instead.
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonInScript(data) }} />
  );
}
