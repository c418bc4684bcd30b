import type { OperatorEnv } from "./operator-env";

/**
 * The operator as the imprint and the APPI section name it to readers in Japan: its
 * Japanese name and address where they are configured, the company's own otherwise.
 */
export function operatorInJapan(operator: OperatorEnv) {
  return {
    name: operator.jaName || operator.legalName,
    address: operator.jaAddress.length > 0 ? operator.jaAddress : operator.address,
    /** Whether either is configured apart: only then does the imprint name it again. */
    distinct: operator.jaName !== "" || operator.jaAddress.length > 0,
  };
}
