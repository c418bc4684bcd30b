import { describe, expect, it } from "vitest";
import type { DeliveryFailure } from "./delivery";
import type { ContactMessage } from "./fields";
import { initialSubmitState, submitTransition, visibleFailure, type SubmitState } from "./submit";

const message: ContactMessage = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "",
  subject: "Demo",
  message: "Hello",
};
const edited: ContactMessage = { ...message, message: "Hello again" };
const serverError: DeliveryFailure = { kind: "server", status: 500 };
const timeout: DeliveryFailure = { kind: "timeout" };

const sending: SubmitState = { status: "sending", message, failure: null };
const failed: SubmitState = { status: "failed", message, failure: serverError };
const retrying: SubmitState = { status: "sending", message: edited, failure: serverError };

describe("submitTransition", () => {
  it("starts idle", () => {
    expect(initialSubmitState).toEqual({ status: "idle" });
  });

  it("idle + submit -> sending, with no failure to show", () => {
    expect(submitTransition(initialSubmitState, { type: "submit", message })).toEqual(sending);
  });

  it("sending + submit is ignored: the same state object, so nothing is sent twice", () => {
    expect(submitTransition(sending, { type: "submit", message: edited })).toBe(sending);
    expect(submitTransition(retrying, { type: "submit", message })).toBe(retrying);
  });

  it("sending + succeeded -> idle", () => {
    expect(submitTransition(sending, { type: "succeeded" })).toBe(initialSubmitState);
    expect(submitTransition(retrying, { type: "succeeded" })).toBe(initialSubmitState);
  });

  it("sending + failed -> failed, keeping the message that was sent", () => {
    expect(submitTransition(sending, { type: "failed", failure: serverError })).toEqual(failed);
  });

  it("failed + submit (a retry) -> sending the current values, the failure still shown", () => {
    expect(submitTransition(failed, { type: "submit", message: edited })).toEqual(retrying);
  });

  it("a retry that fails again replaces the failure", () => {
    expect(submitTransition(retrying, { type: "failed", failure: timeout })).toEqual({
      status: "failed",
      message: edited,
      failure: timeout,
    });
  });

  it("ignores an answer when nothing is in flight", () => {
    for (const state of [initialSubmitState, failed]) {
      expect(submitTransition(state, { type: "succeeded" })).toBe(state);
      expect(submitTransition(state, { type: "failed", failure: timeout })).toBe(state);
    }
  });
});

describe("visibleFailure", () => {
  it("shows the last failure while failed and while retrying, never when idle", () => {
    expect(visibleFailure(initialSubmitState)).toBeNull();
    expect(visibleFailure(sending)).toBeNull();
    expect(visibleFailure(failed)).toBe(serverError);
    expect(visibleFailure(retrying)).toBe(serverError);
  });
});
