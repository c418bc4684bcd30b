import { createServer } from "node:http";
import { describe, expect, it } from "vitest";
import { defaultKeepAliveSeconds, serverTimeouts, timeoutsFor } from "./timeouts.ts";

describe("serverTimeouts", () => {
  it("outlasts a 60 s load balancer or proxy by default", () => {
    const timeouts = serverTimeouts({});
    expect(defaultKeepAliveSeconds).toBe(65);
    expect(timeouts.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(timeouts.headersTimeout).toBeGreaterThan(timeouts.keepAliveTimeout);
  });

  it("keeps the order Node and the proxies ask for, whatever the keep-alive timeout", () => {
    for (const seconds of [1, 65, 620, 3600]) {
      const t = timeoutsFor(seconds);
      expect(t.keepAliveTimeout).toBe(seconds * 1000);
      expect(t.headersTimeout, "the head's timeout outlasts keep-alive").toBeGreaterThan(
        t.keepAliveTimeout,
      );
      expect(t.requestTimeout).toBeGreaterThanOrEqual(t.headersTimeout);
      expect(t.socketTimeout, "an idle socket is never cut first").toBeGreaterThan(
        t.requestTimeout,
      );
      expect(t.connectionsCheckingInterval).toBeLessThanOrEqual(1000);
    }
  });

  it("reads KEEP_ALIVE_TIMEOUT in seconds, for a balancer with a longer idle timeout", () => {
    expect(serverTimeouts({ KEEP_ALIVE_TIMEOUT: "620" }).keepAliveTimeout).toBe(620_000);
    expect(serverTimeouts({ KEEP_ALIVE_TIMEOUT: " " }).keepAliveTimeout).toBe(65_000);
  });

  it("refuses a value that is not whole seconds in range, naming the variable", () => {
    for (const value of ["0", "-5", "1.5", "65s", "3601", "abc"]) {
      expect(() => serverTimeouts({ KEEP_ALIVE_TIMEOUT: value }), value).toThrow(
        /KEEP_ALIVE_TIMEOUT/,
      );
    }
  });

  it("is accepted by http.createServer as it is", () => {
    const { socketTimeout, ...options } = serverTimeouts({ KEEP_ALIVE_TIMEOUT: "620" });
    const server = createServer(options);
    server.timeout = socketTimeout;
    expect(server).toMatchObject({ ...options, timeout: socketTimeout });
  });
});
