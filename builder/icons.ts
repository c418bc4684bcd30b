import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { IconFile } from "../src/features/seo/seo-config.ts";

/**
 * Renders one square PNG from the SVG at exactly `size` pixels. The SVG is rasterised at the
 * target size (through its density) rather than scaled from a small bitmap, so edges stay
 * sharp at 512 px.
 * @param background painted behind transparent pixels
 */
export async function renderIcon(svg: Buffer, size: number, background: string | undefined) {
  const { width } = await sharp(svg).metadata();
  if (!width) throw new Error("The logo SVG has no width");
  let image = sharp(svg, { density: (72 * size) / width }).resize(size, size, { fit: "contain" });
  if (background) image = image.flatten({ background });
  return image.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
}

/**
 * Every icon from the one logo: the SVG favicon is the logo itself, the PNGs are rendered
 * from it.
 * @returns the root-relative paths written
 */
export async function writeIcons(options: {
  clientDir: string;
  logoSvg: string;
  faviconSvgPath: string;
  pngIcons: readonly IconFile[];
  backgroundColor: string;
}): Promise<string[]> {
  const { clientDir, logoSvg, faviconSvgPath, pngIcons, backgroundColor } = options;
  const svg = Buffer.from(logoSvg);
  await writeFile(join(clientDir, faviconSvgPath), svg);
  for (const icon of pngIcons) {
    const png = await renderIcon(svg, icon.size, icon.opaque ? backgroundColor : undefined);
    await writeFile(join(clientDir, icon.path), png);
  }
  return [faviconSvgPath, ...pngIcons.map((icon) => icon.path)];
}
