import type { ComponentProps } from "react";
import type { Illustration } from "../../content/types";
import { illustrationSources } from "./illustration-sources";

type ImgProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height">;

interface IllustrationImageProps extends ImgProps {
  image: Illustration;
  /** The slot's width, for choosing a candidate: where the image sits decides it. */
  sizes: string;
}

/** An illustration as AVIF at the size the slot needs, or WebP where AVIF is not supported. */
export function IllustrationImage({
  image,
  sizes,
  alt = image.alt,
  ...props
}: IllustrationImageProps) {
  const source = illustrationSources[image.name];
  return (
    // `contents`: the <img> keeps its place in the layout, as if <picture> were not there.
    <picture className="contents">
      <source type="image/avif" srcSet={source.avifSrcSet} sizes={sizes} />
      <img src={source.src} width={source.width} height={source.height} alt={alt} {...props} />
    </picture>
  );
}
