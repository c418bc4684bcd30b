import { brandColors } from "../../config/colors";

export interface SocialImageContent {
  name: string;
  title: string;
  subtitle: string;
  /** Shown at the bottom, e.g. `www.example.com`. */
  host: string;
  /** The logo's SVG markup. */
  logoSvg: string;
  width: number;
  height: number;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * Greedy word wrap by character count. SVG has no text wrapping and the build has no font
 * metrics, so widths are estimated; the limits leave room for wide fonts. Text beyond
 * `maxLines` ends in an ellipsis rather than running off the image.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? "";
  kept[maxLines - 1] = `${last.slice(0, Math.max(0, maxChars - 1)).trimEnd()}…`;
  return kept;
}

/** The logo as a nested <svg> placed at (x, y) and scaled to `size` pixels. */
export function placeLogo(logoSvg: string, x: number, y: number, size: number): string {
  const match = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(logoSvg.trim());
  const viewBox = match?.[1] ? /viewBox="([^"]+)"/.exec(match[1])?.[1] : undefined;
  if (!match || !viewBox) throw new Error("The logo must be an <svg> with a viewBox");
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${viewBox}" fill="none">${match[2]}</svg>`;
}

function textLines(lines: string[], x: number, firstBaseline: number, lineHeight: number) {
  return lines
    .map(
      (line, index) =>
        `<tspan x="${x}" y="${firstBaseline + index * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join("");
}

// Fonts that fontconfig finds on common Linux build machines, in the spirit of the site's
// system font stack; the image is rendered at build time, not in the visitor's browser.
const fontFamily =
  "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

/**
 * The 1200x630 link-preview card in the site's dark style: logo and name, the hero
 * headline and subtitle, and the site's host. Rendered to PNG by the build.
 */
export function socialImageSvg(content: SocialImageContent): string {
  const { width, height } = content;
  const left = 80;
  const titleLines = wrapText(content.title, 28, 2);
  const subtitleLines = wrapText(content.subtitle, 64, 3);
  const titleTop = 250;
  const subtitleTop = titleTop + (titleLines.length - 1) * 76 + 72;
  const c = brandColors;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    "<defs>",
    `<linearGradient id="card-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.surface}"/><stop offset="1" stop-color="${c.background}"/></linearGradient>`,
    `<radialGradient id="card-cyan" cx="0.15" cy="0" r="0.7"><stop offset="0" stop-color="${c.cyan}" stop-opacity="0.22"/><stop offset="1" stop-color="${c.cyan}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="card-violet" cx="0.95" cy="1" r="0.6"><stop offset="0" stop-color="${c.violet}" stop-opacity="0.2"/><stop offset="1" stop-color="${c.violet}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="card-accent" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c.cyan}"/><stop offset="1" stop-color="${c.violet}"/></linearGradient>`,
    "</defs>",
    `<rect width="${width}" height="${height}" fill="url(#card-bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#card-cyan)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#card-violet)"/>`,
    placeLogo(content.logoSvg, left, 72, 64),
    `<g font-family="${escapeXml(fontFamily)}">`,
    `<text font-size="40" font-weight="700" fill="${c.heading}">${textLines(wrapText(content.name, 40, 1), left + 84, 118, 0)}</text>`,
    `<text font-size="64" font-weight="700" fill="${c.heading}" letter-spacing="-1">${textLines(titleLines, left, titleTop, 76)}</text>`,
    `<text font-size="28" fill="${c.text}">${textLines(subtitleLines, left, subtitleTop, 40)}</text>`,
    `<text font-size="26" font-weight="600" fill="${c.cyan}">${textLines([content.host], left, height - 64, 0)}</text>`,
    "</g>",
    `<rect y="${height - 12}" width="${width}" height="12" fill="url(#card-accent)"/>`,
    "</svg>",
  ].join("");
}
