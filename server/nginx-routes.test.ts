import { describe, expect, it } from "vitest";
import { quote, renderNginxRoutes } from "./nginx-routes";
import { routeTable } from "./route-table";

const table = routeTable([
  "/index.html",
  "/index.md",
  "/404.html",
  "/contact/index.html",
  "/de/index.html",
  "/de/404.html",
]);
const conf = renderNginxRoutes(table);

describe("renderNginxRoutes", () => {
  it("serves each page by its exact address, negotiating only where a twin exists", () => {
    expect(conf).toContain('location = "/" {\n    try_files /$page_index /index.html =404;\n}');
    expect(conf).toContain('location = "/contact" {\n    try_files /contact/index.html =404;\n}');
    expect(conf).toContain('location = "/de/" {\n    try_files /de/index.html =404;\n}');
  });

  it("redirects every other address of a page, keeping the query", () => {
    expect(conf).toContain('location = "/contact/" {\n    return 301 /contact$is_args$args;\n}');
    expect(conf).toContain('location = "/de" {\n    return 301 /de/$is_args$args;\n}');
    expect(conf).toContain('location = "/index.html" {\n    return 301 /$is_args$args;\n}');
  });

  it("hides copies and host files, caches hashed assets, and finds each section's 404", () => {
    expect(conf).toContain("location ~ \\.(?:br|gz)$ {\n    return 404;\n}");
    expect(conf).toMatch(/location \/assets\/ \{\n {4}set \$cache_control "[^"]*immutable/);
    expect(conf).toContain("location / {\n    try_files $uri =404;\n}");
    const notFound = conf.slice(conf.indexOf("location @not_found"));
    expect(notFound.indexOf("set $not_found /404.html;")).toBeLessThan(
      notFound.indexOf("if ($uri ~ ^/de(?:/|$)) {\n        set $not_found /de/404.html;"),
    );
  });

  it("refuses what nginx would read otherwise", () => {
    expect(() => quote("a $variable")).toThrow(/literal "\$"/);
    const odd = {
      ...table,
      hidden: [{ match: { pattern: "a b" }, status: 404 as const, why: "" }],
    };
    expect(() => renderNginxRoutes(odd)).toThrow(/unquoted/);
  });
});
