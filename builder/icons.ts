import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { IconFile } from "../src/features/seo/seo-config.ts";

/**
 * Renders one square PNG from the SVG at exactly `size` pixels. The SVG is rasterised at the
 * target size (through its density) rather than scaled from a small bitmap, so edges stay
 * sharp at 512 px. Stored with a palette of at most 128 colours (quantised at the highest
 * quality): a flat logo and its gradient look the same, at a quarter of the bytes of true
 * colour (icon-192.png, which browsers fetch with the manifest, 2.6 KB instead of 9.1 KB;
 * 4.2 KB with 256 colours, no difference to be seen side by side at 2x).
 * @param background painted behind transparent pixels
 */
export async function renderIcon(svg: Buffer, size: number, background: string | undefined) {
  const { width } = await sharp(svg).metadata();
  if (!width) throw new Error("The logo SVG has no width");
  let image = sharp(svg, { density: (72 * size) / width }).resize(size, size, { fit: "contain" });
  if (background) image = image.flatten({ background });
  return image
    .png({ palette: true, colours: 128, quality: 100, effort: 10, compressionLevel: 9 })
    .toBuffer();
}

/**
 * An ICO file holding one PNG image (allowed since Windows Vista, read by every browser):
 * a 6-byte header and one 16-byte directory entry before the PNG's own bytes.
 */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // 0 means 256
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // the image follows the directory
  return Buffer.concat([header, png]);
}

/**
 * Every icon from the one logo: the SVG favicon is the logo itself, the PNGs are rendered
 * from it, and /favicon.ico holds the first PNG, for the clients that ask for it whatever the
 * page links (feed readers, bookmarks, a browser on a page without a head).
 * @returns the root-relative paths written
 */
export async function writeIcons(options: {
  clientDir: string;
  logoSvg: string;
  faviconSvgPath: string;
  faviconIcoPath: string;
  pngIcons: readonly [IconFile, ...IconFile[]];
  backgroundColor: string;
}): Promise<string[]> {
  const { clientDir, logoSvg, faviconSvgPath, faviconIcoPath, pngIcons, backgroundColor } = options;
  const svg = Buffer.from(logoSvg);
  await writeFile(join(clientDir, faviconSvgPath), svg);
  for (const [index, icon] of pngIcons.entries()) {
    const png = await renderIcon(svg, icon.size, icon.opaque ? backgroundColor : undefined);
    await writeFile(join(clientDir, icon.path), png);
    if (index === 0) await writeFile(join(clientDir, faviconIcoPath), icoFromPng(png, icon.size));
  }
  return [faviconSvgPath, faviconIcoPath, ...pngIcons.map((icon) => icon.path)];
}
