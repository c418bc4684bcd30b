import type { ContactOutcome } from "./contact-outcome";
import { int } from "./otlp-encode";
import { severity } from "./otlp-types";
import { guarded, type Emit } from "./signal-types";

/**
 * The calls to action, by the page structure they sit in (landmarks, labelled sections,
 * the drawer's id), first match wins. The components stay free of tracking code, and a
 * build without telemetry carries none of it; e2e/telemetry/collector.spec.ts clicks each one.
 */
export const callsToAction: [id: string, selector: string][] = [
  // The pricing page: an estimate taken to sales, and a plan's button. Only the link's path
  // is recorded (below), never the estimate its query carries.
  ["pricing.send_estimate", 'a[href*="/contact?"]'],
  [
    "pricing.plan",
    'section[aria-labelledby$="-title"] li a[data-slot="button-link"], li > div > a[href^="#"]',
  ],
  // The language switch's links, in the header or the drawer (the only links with hreflang).
  ["language_switch.link", "a[hreflang]"],
  ["mobile_nav.book_demo", "#mobile-nav button:not([aria-label])"],
  ["mobile_nav.link", "#mobile-nav a"],
  // The contact page in any language: /contact, /de/contact.
  ["header.book_demo", 'header a[href$="/contact"]'],
  ["header.nav_link", "header nav a"],
  ["hero.get_in_touch", 'section[aria-labelledby="hero-title"] a[href$="/contact"]'],
  ["hero.explore_features", 'section[aria-labelledby="hero-title"] a[href^="#"]'],
  ["cta_band.get_in_touch", 'section[aria-labelledby="cta-title"] a[href$="/contact"]'],
];
const videoButton = 'section[aria-labelledby="hero-title"] button';
const featureCard = 'button[aria-haspopup="dialog"][aria-labelledby^="feature-"]';
const solutionStep = 'input[name="solution-step"]';
/** The pricing calculator's controls (its form is marked, not its markup's shape). */
const calculatorControl = "[data-calculator] :is(input, select)";
/**
 * contact-outcome.ts's `contactOutcomeEvent`, written again: importing it would make that
 * module shared by two chunks, and so part of every page's first load (a test keeps the
 * two equal).
 */
export const contactOutcomeEventName = "site-telemetry:contact";

/**
 * Conversions: calls to action, the demo video, feature dialogs, solution steps (chosen by
 * click or arrow key: the radio that becomes checked), the pricing calculator's first use in
 * a page view, and the contact form's outcome with the call to action last used in this page
 * load (and, when the message carried an estimate, that an estimate was sent).
 */
export function observeConversions(emit: Emit): void {
  let lastCta: string | undefined;
  // The path of the page view in which the calculator was used: once per page view, so a
  // visitor who leaves the pricing page and comes back is counted again.
  let calculatorUsedOn: string | undefined;

  document.addEventListener(
    "click",
    guarded((event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const cta = callsToAction.find(([, selector]) => target?.closest(selector));
      if (cta) {
        lastCta = cta[0];
        emit("site.cta.click", severity.info, {
          "site.cta.id": cta[0],
          "site.cta.target": target?.closest(cta[1])?.getAttribute("href")?.split("?")[0],
        });
      } else if (target?.closest(videoButton)) {
        emit("site.video.play", severity.info, {});
      } else {
        const card = target?.closest(featureCard)?.getAttribute("aria-labelledby");
        if (card) {
          emit("site.feature.open", severity.info, {
            "site.feature.id": card.slice("feature-".length, -"-title".length),
          });
        }
      }
    }),
    true,
  );

  // A step chosen by a tap or an arrow key: its radio changes (only when it becomes checked).
  document.addEventListener(
    "change",
    guarded((event: Event) => {
      const step = event.target instanceof Element ? event.target.closest(solutionStep) : null;
      if (step instanceof HTMLInputElement) {
        emit("site.solution_step.select", severity.info, { "site.solution_step.id": step.value });
      }
    }),
    true,
  );

  // `input` fires for a range, a number field and a select alike, and only for the
  // visitor's own changes (the calculator's restoring the address's values fires none).
  document.addEventListener(
    "input",
    guarded((event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.matches(calculatorControl) || calculatorUsedOn === location.pathname) return;
      calculatorUsedOn = location.pathname;
      emit("site.calculator.use", severity.info, {});
    }),
    true,
  );
  const leftPage = guarded(() => {
    if (location.pathname !== calculatorUsedOn) calculatorUsedOn = undefined;
  });
  for (const event of ["popstate", "pushState"]) addEventListener(event, leftPage);

  addEventListener(
    contactOutcomeEventName,
    guarded((event: Event) => {
      const detail = (event as CustomEvent<ContactOutcome>).detail;
      emit("site.contact.submit", severity.info, {
        "site.contact.outcome": detail.outcome,
        "site.contact.delivery": detail.delivery,
        "site.contact.failure_reason": detail.reason,
        "http.response.status_code": detail.status ? int(detail.status) : undefined,
        "site.cta.id": lastCta,
      });
      if (detail.estimate && detail.outcome === "sent") {
        emit("site.estimate.send", severity.info, {});
      }
    }),
  );
}
