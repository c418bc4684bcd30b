/** An SVG drawing rendered to AVIF and WebP at build time (see the raster-images Vite plugin). */
interface RasterImage {
  /** Intrinsic size of the drawing, for the width and height attributes. */
  width: number;
  height: number;
  /** AVIF candidates, `url 720w, url 1080w, ...`. */
  avifSrcSet: string;
  /** A WebP for browsers without AVIF. */
  src: string;
}

declare module "*.svg?raster" {
  const image: RasterImage;
  export default image;
}
