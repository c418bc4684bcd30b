/** The specification's simulated wait before "Message sent!". */
export const submitDelayMs = 1000;

/**
 * The specification's stand-in for delivery: no request leaves the browser, the visitor
 * just waits as they would for a real send.
 */
export function simulateSend(delayMs: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, delayMs));
}
