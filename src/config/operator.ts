import type { OperatorEnv } from "./operator-env";

/**
 * The operator's legal facts as the build resolved them (config/operator-env.ts). Only the
 * imprint and the privacy policy import this, so no other page carries the bytes.
 */
export const operator: OperatorEnv = __OPERATOR__;
