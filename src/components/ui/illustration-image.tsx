import type { ComponentProps } from "react";
import { illustrationSources, type IllustrationName } from "./illustration-sources";

type ImgProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height" | "alt">;

interface IllustrationImageProps extends ImgProps {
  name: IllustrationName;
  /** What it shows, for people who cannot see it; empty when it is decoration. */
  alt: string;
  /** The slot's width, for choosing a candidate: where the image sits decides it. */
  sizes: string;
}

/** An illustration as AVIF at the size the slot needs, or WebP where AVIF is not supported. */
export function IllustrationImage({ name, alt, sizes, ...props }: IllustrationImageProps) {
  const source = illustrationSources[name];
  return (
    // `contents`: the <img> keeps its place in the layout, as if <picture> were not there.
    <picture className="contents">
      <source type="image/avif" srcSet={source.avifSrcSet} sizes={sizes} />
      <img src={source.src} width={source.width} height={source.height} alt={alt} {...props} />
    </picture>
  );
}
