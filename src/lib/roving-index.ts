/**
 * Next index for the WAI-ARIA tabs keyboard model: arrows wrap around, Home and End jump
 * to the ends. Returns null for keys the tab list does not handle.
 */
export function rovingIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (current + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
