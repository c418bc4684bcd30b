// @vitest-environment jsdom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { englishCopy, renderWithCopy } from "../../../i18n/testing";
import { contactSender } from "../send";
import { ContactForm } from "./contact-form";

const { toastSuccess, toastError, toastDismiss } = vi.hoisted(() => ({
  toastSuccess: vi.fn(),
  toastError: vi.fn(),
  toastDismiss: vi.fn(),
}));
vi.mock("../toast", () => ({
  toast: { success: toastSuccess, error: toastError, dismiss: toastDismiss },
  prepareToasts: () => Promise.resolve(),
}));
// A build with CONTACT_ENDPOINT set.
vi.mock("../contact-config", () => ({
  contactDelivery: {
    endpoint: "https://forms.example.com/f/abc",
    origin: "https://forms.example.com",
    encoding: "json",
  },
}));

const typed = {
  "First name": " Ada ",
  "Last name": "Lovelace",
  Email: "ada@example.com",
  Company: "Engines",
  Subject: "Demo",
  Message: "We run 40 services.\n",
};

function fill() {
  for (const [label, value] of Object.entries(typed)) {
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  }
}

function expectValuesKept() {
  for (const [label, value] of Object.entries(typed)) {
    expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveValue(value);
  }
}

const submitButton = () => document.querySelector<HTMLButtonElement>("button[type=submit]")!;
const fetchMock = vi.fn<typeof fetch>();

/** A fetch that never answers, but rejects as the browser does when aborted. */
function hangingFetch(_url: RequestInfo | URL, init?: RequestInit) {
  return new Promise<Response>((_, reject) => {
    init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  toastSuccess.mockClear();
  toastError.mockClear();
  toastDismiss.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("ContactForm with CONTACT_ENDPOINT", () => {
  it("has a honeypot hidden from people: off-screen, aria-hidden, untabbable, no autofill", () => {
    renderWithCopy(<ContactForm copy={englishCopy.contact} send={contactSender({})} />);
    const trap = document.querySelector<HTMLInputElement>("input[name=contact_ref]")!;
    expect(trap).toHaveAttribute("type", "text");
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest("[aria-hidden=true]")).not.toBeNull();
    expect(trap.closest("[aria-hidden=true]")).toHaveClass("-left-[10000px]");
    // That it is out of the accessibility tree is checked in a real browser
    // (e2e/contact-delivery.spec.ts); jsdom's role queries are slow and approximate.
  });

  it("POSTs the trimmed fields once, then confirms and clears the form on 2xx", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    renderWithCopy(<ContactForm copy={englishCopy.contact} send={contactSender({})} />);
    fill();
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    expect(submitButton()).toHaveTextContent("Sending...");
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      company: "Engines",
      subject: "Demo",
      message: "We run 40 services.",
    });
    expect(toastSuccess).toHaveBeenCalledWith("Message sent!", {
      description: "We'll get back to you within 24 hours.",
    });
    expect(screen.getByLabelText(/^First name/)).toHaveValue("");
    expect(submitButton()).not.toHaveAttribute("aria-disabled");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("on a 5xx keeps every value, explains, focuses the alert and offers retry and e-mail", async () => {
    fetchMock.mockResolvedValue(new Response("down", { status: 503 }));
    renderWithCopy(<ContactForm copy={englishCopy.contact} send={contactSender({})} />);
    fill();
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(0));

    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Your message was not sent");
    expect(alert).toHaveTextContent(/server had a problem.*Error code 503/);
    expect(alert).toHaveTextContent("Everything you typed is still in the form.");
    expect(alert).toHaveFocus();
    expect(submitButton()).not.toHaveAttribute("aria-disabled");
    expect(submitButton()).toHaveTextContent("Send Message");
    expect(submitButton()).toHaveAccessibleDescription(/Your message was not sent/);
    expectValuesKept();
    expect(toastError).toHaveBeenCalledWith("Your message was not sent", {
      id: "contact-delivery-failure",
      description: expect.stringMatching(/Error code 503/),
      // An error the visitor looked away from must still be there: no timer closes it.
      duration: Infinity,
    });
    expect(toastSuccess).not.toHaveBeenCalled();

    const mail = within(alert).getByRole("link", { name: /e-mail us/ });
    const href = new URL(mail.getAttribute("href")!);
    expect(href.protocol).toBe("mailto:");
    expect(href.pathname).toBe("hello@example.com");
    expect(href.searchParams.get("subject")).toBe("Demo");
    expect(href.searchParams.get("body")).toBe(
      "Name: Ada Lovelace\r\nCompany: Engines\r\nE-mail: ada@example.com\r\n\r\nWe run 40 services.",
    );
  });

  it("retries once, however often Retry is pressed, and succeeds", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 400 }));
    renderWithCopy(<ContactForm copy={englishCopy.contact} send={contactSender({})} />);
    fill();
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("alert")).toHaveTextContent(/turned the message down.*400/);

    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const retry = screen.getByRole("button", { name: "Try again" });
    fireEvent.click(retry);
    fireEvent.click(retry);
    fireEvent.click(submitButton());
    expect(retry).toHaveTextContent("Sending...");
    expect(retry).toHaveAttribute("aria-disabled", "true");
    expect(submitButton()).toHaveAttribute("aria-disabled", "true");
    expectValuesKept();
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await act(async () => answer(new Response(null, { status: 204 })));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(toastSuccess).toHaveBeenCalledTimes(1);
    // The failure toast goes as the message finally arrives.
    expect(toastDismiss).toHaveBeenCalledWith("contact-delivery-failure");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByLabelText(/^Message/)).toHaveValue("");
  });

  it("reports a network error in plain words", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    renderWithCopy(<ContactForm copy={englishCopy.contact} send={contactSender({})} />);
    fill();
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("alert")).toHaveTextContent(/couldn't reach our server/);
    expectValuesKept();
  });

  it("gives up after 10 seconds and says so", async () => {
    fetchMock.mockImplementation(hangingFetch);
    renderWithCopy(<ContactForm copy={englishCopy.contact} send={contactSender({})} />);
    fill();
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(submitButton()).toHaveTextContent("Sending...");
    expect(screen.queryByRole("alert")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole("alert")).toHaveTextContent(/didn't answer within 10 seconds/);
    expectValuesKept();
  });

  it("sends nothing when the honeypot is filled, yet looks like a success", async () => {
    renderWithCopy(<ContactForm copy={englishCopy.contact} send={contactSender({})} />);
    fill();
    fireEvent.change(document.querySelector("input[name=contact_ref]")!, {
      target: { value: "https://spam.example" },
    });
    fireEvent.click(submitButton());
    expect(submitButton()).toHaveTextContent("Sending...");
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(toastSuccess).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/^First name/)).toHaveValue("");
  });
});
