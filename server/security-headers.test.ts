import { describe, expect, it } from "vitest";
import { renderNginxInclude } from "./nginx-include.ts";
import { contentSecurityPolicy, securityHeaders } from "./security-headers.ts";

describe("the content-security policy", () => {
  it("allows exactly the given style hashes and connect origins, and nothing unsafe", () => {
    const policy = contentSecurityPolicy({
      styleHashes: ["'sha256-abc='"],
      connectOrigins: ["https://api.acme.io"],
    });
    expect(policy).toContain("style-src 'self' 'sha256-abc=';");
    expect(policy).toContain("connect-src 'self' https://api.acme.io;");
    expect(policy).toContain("frame-src https://www.youtube-nocookie.com;");
    expect(policy).toMatch(/^default-src 'none';/);
    // WebAssembly may be compiled (the site search's), JavaScript never evaluated.
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy.replace("'wasm-unsafe-eval'", "")).not.toMatch(/unsafe/);
    // Workers (the search's) fall back to script-src: the site's own scripts only.
    expect(policy).not.toContain("worker-src");
    expect(policy).not.toContain("child-src");
  });
});

describe("the nginx include", () => {
  const security = securityHeaders({ styleHashes: [], connectOrigins: [] });

  it("sends every security header on every answer and caches assets for a year", () => {
    const include = renderNginxInclude(security);
    for (const [name] of security)
      expect(include).toMatch(new RegExp(`add_header ${name} ".+" always;`));
    expect(include).toContain('set $cache_control "public, max-age=31536000, immutable";');
    expect(include).toContain("text/javascript js mjs;");
    expect(include).not.toMatch(/charset_types[^;]*text\/html/);
  });

  it("negotiates pages on Accept and links pages and twins by exact address", () => {
    const include = renderNginxInclude(security, {
      twins: new Map([["/de/", "/de/index.md"]]),
      links: new Map([
        ["/de/", '<https://a.io/de/index.md>; rel="alternate"; type="text/markdown"'],
        ["/de/index.md", '<https://a.io/de/>; rel="canonical"'],
      ]),
    });
    expect(include).toContain('set $page_index index.html;\nif ($http_accept ~* "(?:^|,)');
    expect(include).toContain("    set $page_index index.md;");
    expect(include).toContain(
      'if ($uri = "/de/") {\n    set $link "<https://a.io/de/index.md>; rel=\\"alternate\\"; ' +
        'type=\\"text/markdown\\"";\n    set $vary_accept Accept;\n}',
    );
    expect(include).toContain(
      'if ($uri = "/de/index.md") {\n    set $link "<https://a.io/de/>; rel=\\"canonical\\"";\n}',
    );
    expect(include).toContain("add_header Link $link;\nadd_header Vary $vary_accept;");
  });

  it("refuses a value nginx would expand", () => {
    expect(() => renderNginxInclude([["X-Bad", "a $variable"]])).toThrow(/literal "\$"/);
  });
});
