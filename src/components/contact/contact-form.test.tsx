import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form";

const { toastSuccess } = vi.hoisted(() => ({ toastSuccess: vi.fn() }));
vi.mock("sonner", () => ({ toast: { success: toastSuccess } }));

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

describe("ContactForm", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toastSuccess.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it("has the six fields with their types, autocomplete tokens and required flags", () => {
    render(<ContactForm />);
    const byName = (name: string) => document.querySelector(`[name="${name}"]`);
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
  });

  it("goes idle -> sending -> idle, then confirms and clears the form", async () => {
    render(<ContactForm />);
    fillRequiredFields();
    const button = screen.getByRole("button", { name: "Send Message" });
    fireEvent.submit(button.closest("form")!);

    expect(button).toHaveTextContent("Sending...");
    expect(button).toBeDisabled();
    // A second submit while sending does nothing.
    fireEvent.submit(button.closest("form")!);

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(toastSuccess).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(toastSuccess).toHaveBeenCalledTimes(1);
    expect(toastSuccess).toHaveBeenCalledWith("Message sent!", {
      description: "We'll get back to you within 24 hours.",
    });
    expect(button).toHaveTextContent("Send Message");
    expect(button).toBeEnabled();
    expect(screen.getByLabelText(/^First name/)).toHaveValue("");
    expect(screen.getByLabelText(/^Message/)).toHaveValue("");
  });
});
