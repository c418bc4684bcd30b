import { useMemo } from "react";
import { visitCampaign } from "../../features/campaign/visit-campaign";
import { contactDelivery } from "../../features/contact/contact-config";
import { contactSender } from "../../features/contact/send";
import type { ContactSender } from "../../features/contact/use-contact-form";
import { reportContactOutcome } from "../../features/telemetry/contact-outcome";
import { telemetryBuild } from "../../features/telemetry/telemetry-build";
import { useLocale } from "../../i18n/copy-context";

/**
 * How this page's form sends: each message says which language it was written on and, for a
 * visit that came by a tagged link, which campaign brought it, and the calculator's estimate
 * the visitor brought and kept (its fields after the campaign's); in a build with telemetry
 * each outcome is reported (never what was typed). Without telemetry,
 * telemetryBuild is the literal false and the wrapper is not in the bundle.
 */
export function useContactSender(
  estimateFields: Readonly<Record<string, string>> | null = null,
): ContactSender {
  const locale = useLocale();
  return useMemo(() => {
    const send = contactSender({
      locale,
      ...visitCampaign(),
      ...estimateFields,
    });
    if (!telemetryBuild) return send;
    return async (message, spam) => {
      const result = await send(message, spam);
      const failure = result.ok ? undefined : result.failure;
      reportContactOutcome({
        outcome: spam ? "discarded" : failure ? "failed" : "sent",
        delivery: contactDelivery ? "endpoint" : "simulated",
        reason: failure?.kind,
        status: failure && "status" in failure ? failure.status : undefined,
        estimate: estimateFields !== null,
      });
      return result;
    };
  }, [locale, estimateFields]);
}
