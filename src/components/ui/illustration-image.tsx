import type { ComponentProps } from "react";
import type { Illustration } from "../../content/types";

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
  return (
    // `contents`: the <img> keeps its place in the layout, as if <picture> were not there.
    <picture className="contents">
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      <img src={image.src} width={image.width} height={image.height} alt={alt} {...props} />
    </picture>
  );
}
