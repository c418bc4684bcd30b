// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { englishCopy, renderWithCopy } from "../../../i18n/testing";
import { contactSender } from "../send";
import { ContactForm } from "./contact-form";

const { toastSuccess, toastError } = vi.hoisted(() => ({
  toastSuccess: vi.fn(),
  toastError: vi.fn(),
}));
vi.mock("../toast", () => ({
  toast: { success: toastSuccess, error: toastError },
  prepareToasts: () => Promise.resolve(),
}));

function fillRequiredFields() {
  const values: Record<string, string> = {
    "First name": "Ada",
    "Last name": "Lovelace",
    Email: "ada@example.com",
    Subject: "Demo",
    Message: "We run 40 services on Kubernetes.",
  };
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  }
}

const byName = (name: string) => document.querySelector(`[name="${name}"]`);

describe("ContactForm (no endpoint: the specification's simulated send)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toastSuccess.mockClear();
    toastError.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it("has the six fields with their types, autocomplete tokens and required flags", () => {
    renderWithCopy(<ContactForm copy={englishCopy.contact} send={contactSender({})} />);
    expect(byName("firstName")).toHaveAttribute("autocomplete", "given-name");
    expect(byName("lastName")).toHaveAttribute("autocomplete", "family-name");
    expect(byName("email")).toHaveAttribute("type", "email");
    expect(byName("company")).toHaveAttribute("autocomplete", "organization");
    expect(byName("company")).not.toBeRequired();
    expect(byName("message")?.tagName).toBe("TEXTAREA");
    expect(byName("message")).toHaveAttribute("rows", "5");
    expect(byName("message")).toHaveAttribute("placeholder", "Tell us about your requirements...");
    for (const name of ["firstName", "lastName", "email", "subject", "message"]) {
      expect(byName(name)).toBeRequired();
    }
    expect(document.querySelector("form")).toHaveAttribute("method", "post");
    // Exactly the six fields: the spam trap only exists when messages are really sent.
    expect(document.querySelectorAll("input, textarea, select")).toHaveLength(6);
  });

  it("limits every field's length", () => {
    renderWithCopy(<ContactForm copy={englishCopy.contact} send={contactSender({})} />);
    const limits = { firstName: 100, lastName: 100, email: 254, company: 100, subject: 150 };
    for (const [name, max] of Object.entries(limits)) {
      expect(byName(name)).toHaveAttribute("maxlength", String(max));
    }
    expect(byName("message")).toHaveAttribute("maxlength", "5000");
  });

  it("goes idle -> sending -> idle, then confirms and clears the form", async () => {
    renderWithCopy(<ContactForm copy={englishCopy.contact} send={contactSender({})} />);
    fillRequiredFields();
    const button = screen.getByRole("button", { name: "Send Message" });
    fireEvent.submit(button.closest("form")!);

    expect(button).toHaveTextContent("Sending...");
    // Marked unavailable, yet still focusable: a disabled button would drop focus.
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).not.toBeDisabled();
    // A second submit while sending does nothing.
    fireEvent.submit(button.closest("form")!);

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(toastSuccess).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(toastSuccess).toHaveBeenCalledTimes(1);
    expect(toastSuccess).toHaveBeenCalledWith("Message sent!", {
      description: "We'll get back to you within 24 hours.",
    });
    expect(toastError).not.toHaveBeenCalled();
    expect(button).toHaveTextContent("Send Message");
    expect(button).not.toHaveAttribute("aria-disabled");
    expect(screen.getByLabelText(/^First name/)).toHaveValue("");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("refuses a required field with only spaces, with a friendly message, keeping the text", async () => {
    renderWithCopy(<ContactForm copy={englishCopy.contact} send={contactSender({})} />);
    fillRequiredFields();
    const subject = screen.getByLabelText(/^Subject/);
    fireEvent.change(subject, { target: { value: "   " } });
    const button = screen.getByRole("button", { name: "Send Message" });

    fireEvent.click(button);

    expect(subject).toBeInvalid();
    expect((subject as HTMLInputElement).validationMessage).toMatch(/spaces alone/);
    expect(subject).toHaveValue("   ");
    expect(button).toHaveTextContent("Send Message");
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(toastSuccess).not.toHaveBeenCalled();

    // Real text clears the message as it is typed.
    fireEvent.input(subject, { target: { value: " Demo" } });
    expect(subject).toBeValid();
  });

  it("marks the fields the browser refused as invalid until they are filled in", () => {
    renderWithCopy(<ContactForm copy={englishCopy.contact} send={contactSender({})} />);
    const form = screen.getByRole("button", { name: "Send Message" }).closest("form")!;
    const firstName = screen.getByLabelText(/^First name/);
    const company = screen.getByLabelText(/^Company/);

    form.checkValidity();

    expect(firstName).toHaveAttribute("aria-invalid", "true");
    expect(company).not.toHaveAttribute("aria-invalid");
    fireEvent.input(firstName, { target: { value: "Ada" } });
    expect(firstName).not.toHaveAttribute("aria-invalid");
  });

  it("shows the characters left from 80 % of the message limit and announces it after a pause", async () => {
    renderWithCopy(<ContactForm copy={englishCopy.contact} send={contactSender({})} />);
    const message = screen.getByLabelText(/^Message/);
    const live = document.querySelector("[aria-live='polite']")!;

    fireEvent.input(message, { target: { value: "x".repeat(3999) } });
    expect(screen.queryByText(/characters left/)).toBeNull();
    expect(message).not.toHaveAttribute("aria-describedby");

    fireEvent.input(message, { target: { value: "x".repeat(4000) } });
    const count = screen.getByText("1,000 characters left");
    expect(message).toHaveAccessibleDescription("1,000 characters left");
    expect(count).toHaveAttribute("aria-hidden", "true");
    expect(live).toHaveTextContent("");

    // Typing on: the visible count follows every keystroke, the live region waits.
    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.input(message, { target: { value: "x".repeat(4500) } });
    expect(screen.getByText("500 characters left")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(live).toHaveTextContent("");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(live).toHaveTextContent("500 characters left");

    fireEvent.input(message, { target: { value: "x".repeat(5000) } });
    expect(screen.getByText("You've reached the 5,000-character limit.")).toBeInTheDocument();

    // A reset (after a successful send) hides the count again.
    fireEvent.reset(message.closest("form")!);
    expect(screen.queryByText(/character/)).toBeNull();
  });
});
