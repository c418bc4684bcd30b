import { afterEach, describe, expect, it, vi } from "vitest";
import contact from "../../../content/en/contact.json";
import {
  deliverContactMessage,
  deliveryTimeoutMs,
  describeFailure,
  encodeContactMessage,
  failureForStatus,
} from "./delivery";
import type { ContactMessage } from "./fields";

const message: ContactMessage = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Engines & Co",
  subject: "Demo",
  message: "Hello\nworld = 100%",
};
const json = { endpoint: "https://forms.example.com/f/abc", encoding: "json" } as const;
const form = { endpoint: "https://forms.example.com/f/abc", encoding: "form" } as const;

function fakeFetch(answer: () => Promise<Response>) {
  return vi.fn<typeof fetch>(answer);
}

afterEach(() => vi.useRealTimers());

describe("encodeContactMessage", () => {
  it("encodes JSON with the six fields in order", () => {
    const encoded = encodeContactMessage(message, "json");
    expect(encoded.contentType).toBe("application/json");
    expect(Object.keys(JSON.parse(encoded.body))).toEqual([
      "firstName",
      "lastName",
      "email",
      "company",
      "subject",
      "message",
    ]);
    expect(JSON.parse(encoded.body)).toEqual(message);
  });

  it("form-encodes with a CORS-safelisted content type", () => {
    const encoded = encodeContactMessage(message, "form");
    expect(encoded.contentType).toBe("application/x-www-form-urlencoded;charset=UTF-8");
    expect(encoded.body).toContain("company=Engines+%26+Co");
    expect(Object.fromEntries(new URLSearchParams(encoded.body))).toEqual(message);
  });
});

describe("failureForStatus", () => {
  it("calls 4xx rejected and everything else a server problem", () => {
    expect(failureForStatus(400)).toEqual({ kind: "rejected", status: 400 });
    expect(failureForStatus(499)).toEqual({ kind: "rejected", status: 499 });
    expect(failureForStatus(500)).toEqual({ kind: "server", status: 500 });
    expect(failureForStatus(503)).toEqual({ kind: "server", status: 503 });
    expect(failureForStatus(302)).toEqual({ kind: "server", status: 302 });
  });
});

describe("describeFailure", () => {
  const texts = contact.delivery;

  it("says what happened, with the status code when there is one", () => {
    expect(describeFailure({ kind: "network" }, texts)).toMatch(/couldn't reach our server/);
    expect(describeFailure({ kind: "timeout" }, texts)).toMatch(/10 seconds/);
    expect(describeFailure({ kind: "rejected", status: 422 }, texts)).toMatch(
      /\(Error code 422\.\)$/,
    );
    expect(describeFailure({ kind: "server", status: 502 }, texts)).toMatch(
      /\(Error code 502\.\)$/,
    );
  });
});

describe("deliverContactMessage", () => {
  it("POSTs JSON once with Content-Type and Accept, and succeeds on 2xx", async () => {
    for (const status of [200, 201, 204]) {
      const fetchImpl = fakeFetch(async () => new Response(null, { status }));
      await expect(deliverContactMessage(json, message, { fetchImpl })).resolves.toEqual({
        ok: true,
      });
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      const [url, init] = fetchImpl.mock.calls[0]!;
      expect(url).toBe(json.endpoint);
      expect(init).toMatchObject({
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(message),
        credentials: "omit",
      });
      expect(init?.signal).toBeInstanceOf(AbortSignal);
    }
  });

  it("POSTs form-encoded when configured", async () => {
    const fetchImpl = fakeFetch(async () => new Response("{}", { status: 200 }));
    await deliverContactMessage(form, message, { fetchImpl });
    const init = fetchImpl.mock.calls[0]![1]!;
    expect(init.headers).toMatchObject({
      "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
    });
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual(message);
  });

  it("reports 4xx and 5xx answers with their status", async () => {
    const answer = (status: number) =>
      deliverContactMessage(json, message, {
        fetchImpl: fakeFetch(async () => new Response("nope", { status })),
      });
    await expect(answer(400)).resolves.toEqual({
      ok: false,
      failure: { kind: "rejected", status: 400 },
    });
    await expect(answer(500)).resolves.toEqual({
      ok: false,
      failure: { kind: "server", status: 500 },
    });
  });

  it("reports a network error without throwing", async () => {
    const fetchImpl = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(deliverContactMessage(json, message, { fetchImpl })).resolves.toEqual({
      ok: false,
      failure: { kind: "network" },
    });
  });

  it("gives up after 10 seconds by aborting the request, and calls it a timeout", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = fakeFetch(
      () =>
        new Promise<Response>((_, reject) => {
          signal = fetchImpl.mock.calls[0]![1]!.signal!;
          signal.addEventListener("abort", () => reject(signal!.reason));
        }),
    );
    const result = deliverContactMessage(json, message, { fetchImpl });
    await vi.advanceTimersByTimeAsync(deliveryTimeoutMs - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    await expect(result).resolves.toEqual({ ok: false, failure: { kind: "timeout" } });
  });

  it("clears its timer once answered, so a late abort never fires", async () => {
    vi.useFakeTimers();
    const fetchImpl = fakeFetch(async () => new Response(null, { status: 200 }));
    await deliverContactMessage(json, message, { fetchImpl });
    expect(vi.getTimerCount()).toBe(0);
  });
});
