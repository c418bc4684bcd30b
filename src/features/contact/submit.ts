import type { DeliveryFailure } from "./delivery";
import type { ContactMessage } from "./fields";

/**
 * The contact form's submit states:
 *
 *   idle --submit--> sending --succeeded--> idle (form cleared)
 *                    sending --failed-----> failed (every value kept)
 *   failed --submit (retry)--> sending (the failure stays on screen until the answer)
 *
 * A submit while sending is ignored, and so is an answer that arrives when nothing is in
 * flight. Ignored events return the same state object, so React skips the render.
 */
export type SubmitState =
  | { status: "idle" }
  | { status: "sending"; message: ContactMessage; failure: DeliveryFailure | null }
  | { status: "failed"; message: ContactMessage; failure: DeliveryFailure };

export type SubmitEvent =
  | { type: "submit"; message: ContactMessage }
  | { type: "succeeded" }
  | { type: "failed"; failure: DeliveryFailure };

export const initialSubmitState: SubmitState = { status: "idle" };

export function submitTransition(state: SubmitState, event: SubmitEvent): SubmitState {
  switch (event.type) {
    case "submit":
      if (state.status === "sending") return state;
      return {
        status: "sending",
        message: event.message,
        failure: state.status === "failed" ? state.failure : null,
      };
    case "succeeded":
      return state.status === "sending" ? initialSubmitState : state;
    case "failed":
      return state.status === "sending"
        ? { status: "failed", message: state.message, failure: event.failure }
        : state;
  }
}

/** The failure to show, if any: also while a retry is on its way. */
export function visibleFailure(state: SubmitState): DeliveryFailure | null {
  return state.status === "idle" ? null : state.failure;
}
