import type { RawRequest } from "./raw-http";

export interface HostileRequest extends RawRequest {
  /** What kind of attack the request stands for, for the report. */
  kind: string;
}

/** Files outside the build that a traversal would most like to reach. */
const outsideTargets = [
  "etc/passwd",
  "package.json",
  "server/site-server.ts",
  ".git/config",
  "deploy/nginx/site.conf",
  "proc/self/environ",
];

const dotDots = [
  "..",
  "%2e%2e",
  "%2E%2E",
  ".%2e",
  "%2e.",
  "%252e%252e",
  "%c0%ae%c0%ae",
  "..;",
  "%uff0e%uff0e",
];
const separators = ["/", "%2f", "%2F", "\\", "%5c", "%252f"];
const prefixes = ["/", "/assets/", "/contact/", "/assets/x/y/"];

function traversal(): HostileRequest[] {
  const requests: HostileRequest[] = [];
  let turn = 0;
  for (const dotDot of dotDots) {
    for (const separator of separators) {
      for (const depth of [1, 4, 9]) {
        const target = outsideTargets[turn % outsideTargets.length]!;
        const prefix = prefixes[turn % prefixes.length]!;
        turn += 1;
        requests.push({
          kind: "traversal",
          method: "GET",
          target: `${prefix}${`${dotDot}${separator}`.repeat(depth)}${target}`,
        });
      }
    }
  }
  for (const target of outsideTargets) {
    requests.push(
      { kind: "traversal", method: "GET", target: `/../../../../../../${target}` },
      { kind: "traversal", method: "GET", target: `/./././../${target}` },
      { kind: "traversal", method: "GET", target: `//${target}` },
      { kind: "traversal", method: "GET", target: `/assets/../../${target}` },
      { kind: "traversal", method: "GET", target: `/....//....//${target}` },
      { kind: "traversal", method: "GET", target: `/%2f%2f${target}` },
      { kind: "traversal", method: "HEAD", target: `/%2e%2e%2f%2e%2e%2f${target}` },
      { kind: "traversal", method: "GET", target: `/${target}` },
    );
  }
  return requests;
}

function encodedSlashesAndNuls(): HostileRequest[] {
  const targets = [
    "/assets%2f",
    "/assets%2F..%2F..%2Fpackage.json",
    "/contact%2f",
    "/contact%2F%2F",
    "/%2fetc%2fpasswd",
    "/%2F%2Fevil.example",
    "/%5c%5cevil.example",
    "/index.html%00",
    "/index.html%00.js",
    "/%00",
    "/%00/",
    "/contact%00",
    "/contact%00/",
    "/assets/%00",
    "/%2500",
    "/a%00b%00c",
    "/404.html%00",
    "/_headers%00",
    "/favicon.svg%00.html",
    "/%u0000",
  ];
  const requests: HostileRequest[] = targets.map((target) => ({
    kind: "encoded slash or NUL",
    method: "GET",
    target,
  }));
  for (const raw of ["/a\0b", "/\0", "/contact\0", "/index.html\0.txt"]) {
    requests.push({ kind: "raw NUL", method: "GET", target: Buffer.from(raw, "latin1") });
  }
  return requests;
}

function longPaths(): HostileRequest[] {
  const lengths = [1024, 4096, 8000, 8192, 8300, 16_384, 32_768, 65_536, 100_000];
  return lengths.flatMap((length): HostileRequest[] => [
    { kind: "long path", method: "GET", target: `/${"a".repeat(length)}` },
    { kind: "long path", method: "GET", target: `/${"../".repeat(Math.ceil(length / 3))}` },
    { kind: "long path", method: "GET", target: `/${"%41".repeat(Math.ceil(length / 3))}` },
    { kind: "long path", method: "GET", target: `/assets/${"x/".repeat(length / 2)}` },
    { kind: "long query", method: "GET", target: `/?q=${"b".repeat(length)}` },
  ]);
}

function unicode(): HostileRequest[] {
  const encoded = [
    "/caf%C3%A9",
    "/%E2%80%AE/gpj.exe",
    "/%F0%9F%98%80",
    "/%FF%FE",
    "/%C0%80",
    "/%C0%AF",
    "/%ED%A0%80",
    "/%EF%BC%8E%EF%BC%8E/%EF%BC%8E%EF%BC%8E/etc/passwd",
    "/contact%C0%AF",
    "/assets/%E3%80%82%E3%80%82/package.json",
    "/%E2%80%8B",
    "/%EF%BB%BFindex.html",
    "/c%CC%81ontact",
    "/CONTACT",
    "/Contact",
    "/%D0%BA%D0%BE%D0%BD%D1%82%D0%B0%D0%BA%D1%82",
  ];
  const raw = ["/café", "/\u202egpj.exe", "/😀", "/контакт", "/contact\u00a0", "/ｃｏｎｔａｃｔ"];
  return [
    ...encoded.map((target) => ({ kind: "unicode", method: "GET", target })),
    ...raw.map((text) => ({ kind: "raw unicode", method: "GET", target: Buffer.from(text) })),
    // Bytes that are not UTF-8 at all.
    { kind: "raw unicode", method: "GET", target: Buffer.from([0x2f, 0xff, 0xfe, 0x80]) },
    { kind: "raw unicode", method: "GET", target: Buffer.from([0x2f, 0xc0, 0xae, 0xc0, 0xae]) },
  ];
}

function markup(): HostileRequest[] {
  const payloads = [
    "<script>alert(1)</script>",
    "%3Cscript%3Ealert(1)%3C/script%3E",
    "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "%253Cscript%253Ealert(1)%253C%252Fscript%253E",
    '"><img src=x onerror=alert(1)>',
    "%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
    "<svg/onload=alert(1)>",
    "%3Csvg%2Fonload%3Dalert(1)%3E",
    "javascript:alert(1)",
    "'%3E%3C/title%3E%3Cscript%3Ealert(1)%3C/script%3E",
    "%3C!--",
    "%3Ciframe%20src%3Djavascript:alert(1)%3E",
  ];
  return payloads.flatMap((payload): HostileRequest[] => [
    { kind: "markup in path", method: "GET", target: `/${payload}` },
    { kind: "markup in path", method: "GET", target: `/contact/${payload}` },
    { kind: "markup in path", method: "GET", target: `/assets/${payload}.js` },
    { kind: "markup in query", method: "GET", target: `/nope?${payload}` },
  ]);
}

function oddQueries(asset: string): HostileRequest[] {
  const queries = [
    "?<script>alert(1)</script>",
    "?%00",
    "?a=%zz",
    "??",
    "?&&&",
    "?__proto__[polluted]=1",
    "?constructor[prototype][x]=1",
    "?a[]=1&a[]=2",
    "?%0d%0aSet-Cookie:%20x=1",
    "?;",
    "?=",
    "?a=..%2f..%2fetc%2fpasswd",
    "?url=//evil.example",
    "?%",
    `?${"%".repeat(100)}`,
    "?x=%C0%AE",
  ];
  const paths = ["/", "/contact", "/nope", asset, "/contact/"];
  return paths.flatMap((path) =>
    queries.map((query) => ({ kind: "odd query", method: "GET", target: `${path}${query}` })),
  );
}

function badMethods(asset: string): HostileRequest[] {
  const methods = [
    "POST",
    "PUT",
    "DELETE",
    "PATCH",
    "OPTIONS",
    "TRACE",
    "TRACK",
    "CONNECT",
    "PROPFIND",
    "MKCOL",
    "COPY",
    "MOVE",
    "LOCK",
    "SEARCH",
    "DEBUG",
    "FOO",
    "get",
    "G ET",
    "GET\0",
  ];
  const paths = ["/", "/contact", "/nope", asset, "/../etc/passwd", "*"];
  return methods.flatMap((method) =>
    paths.map((target): HostileRequest => ({
      kind: "bad method",
      method,
      target,
      headers: method === "POST" || method === "PUT" ? { "Content-Length": "0" } : {},
    })),
  );
}

function privateFiles(asset: string): HostileRequest[] {
  const targets = [
    "/_headers",
    "/index.html.br",
    "/index.html.gz",
    `${asset}.br`,
    `${asset}.gz`,
    "/404.html.br",
    "/assets/",
    "/assets",
    "/contact/",
    "/contact/.",
    "/contact/..",
    "/assets/..",
    "/.env",
    "/.git/HEAD",
    "/.well-known/",
    "/.htaccess",
    "/server-status",
    "/nginx_status",
    "/dist/index.html",
    "/node_modules/",
    "/package.json",
    "/%2e/",
    "/./contact",
    "/*",
    "/~root",
    "/index.html/",
    `${asset}/`,
    `${asset}%20`,
    `${asset}.`,
    `${asset}::$DATA`,
  ];
  return [
    ...targets.map((target) => ({ kind: "private or odd file", method: "GET", target })),
    { kind: "request target", method: "GET", target: "http://evil.example/" },
    { kind: "request target", method: "GET", target: "*" },
    { kind: "request target", method: "GET", target: "//evil.example/" },
    { kind: "request target", method: "GET", target: "/\\evil.example/" },
    { kind: "request target", method: "GET", target: "//evil.example/contact/" },
  ];
}

/**
 * Every hostile request, generated rather than listed by hand: traversal in every encoding,
 * encoded slashes and NULs, paths up to 100 KB, unicode tricks, markup, odd query strings
 * and methods. `asset` is a real hashed file, so variants of it are tried too.
 */
export function hostileRequests(asset: string): HostileRequest[] {
  return [
    ...traversal(),
    ...encodedSlashesAndNuls(),
    ...longPaths(),
    ...unicode(),
    ...markup(),
    ...oddQueries(asset),
    ...badMethods(asset),
    ...privateFiles(asset),
  ];
}
