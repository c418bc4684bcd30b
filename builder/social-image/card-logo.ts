/** The logo as a nested <svg> placed at (x, y) and scaled to `size` pixels. */
export function placeLogo(logoSvg: string, x: number, y: number, size: number): string {
  const match = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(logoSvg.trim());
  const viewBox = match?.[1] ? /viewBox="([^"]+)"/.exec(match[1])?.[1] : undefined;
  if (!match || !viewBox) throw new Error("The logo must be an <svg> with a viewBox");
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${viewBox}" fill="none">${match[2]}</svg>`;
}
