import { int, type Attributes } from "./otlp-encode";
import { severity } from "./otlp-types";
import { addressOf, withoutQueries } from "./privacy";
import { guarded, type Emit } from "./signal-types";

const maxMessageLength = 500;

/** exception.* attributes for anything thrown (not always an Error). */
export function exceptionAttributes(thrown: unknown, fallbackMessage = ""): Attributes {
  const error = thrown instanceof Error ? thrown : null;
  const message = error ? error.message : thrown === undefined ? fallbackMessage : String(thrown);
  return {
    "exception.type": error ? error.name : typeof thrown,
    "exception.message": withoutQueries(message).slice(0, maxMessageLength),
    "exception.stacktrace": error?.stack ? withoutQueries(error.stack) : undefined,
  };
}

/**
 * Uncaught errors and unhandled rejections as `exception` events (the semantic conventions'
 * name for a global handler's exceptions), and content-security-policy violations as
 * `site.csp_violation` with the blocked origin and directive.
 */
export function observeErrors(emit: Emit, collectorOrigin: string): void {
  addEventListener(
    "error",
    guarded((event: Event) => {
      // Failed loads of images and scripts do not bubble to window; runtime errors do.
      if (!(event instanceof ErrorEvent)) return;
      emit("exception", severity.error, {
        ...exceptionAttributes(event.error, event.message),
        "site.exception.source": "error",
        "code.file.path": event.filename ? addressOf(event.filename) : undefined,
        "code.line.number": event.lineno ? int(event.lineno) : undefined,
        "code.column.number": event.colno ? int(event.colno) : undefined,
      });
    }),
  );
  addEventListener(
    "unhandledrejection",
    guarded((event: PromiseRejectionEvent) =>
      emit("exception", severity.error, {
        ...exceptionAttributes(event.reason),
        "site.exception.source": "unhandledrejection",
      }),
    ),
  );
  document.addEventListener(
    "securitypolicyviolation",
    guarded((event: SecurityPolicyViolationEvent) => {
      // A report about our own request would only ask to be sent again.
      if (event.blockedURI.startsWith(collectorOrigin)) return;
      const blocked = /^[a-z-]+$/.test(event.blockedURI)
        ? event.blockedURI // "inline", "eval", "wasm-eval"...
        : new URL(event.blockedURI, location.href).origin;
      emit("site.csp_violation", severity.warn, {
        "site.csp.directive": event.effectiveDirective,
        "site.csp.blocked": blocked,
        "site.csp.disposition": event.disposition,
        "code.file.path": event.sourceFile ? addressOf(event.sourceFile) : undefined,
        "code.line.number": event.lineNumber ? int(event.lineNumber) : undefined,
      });
    }),
  );
}
