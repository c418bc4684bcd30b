import type { ComponentProps } from "react";
import { illustrationSources, type IllustrationName } from "./illustration-sources";

type ImgProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height" | "alt">;

interface IllustrationImageProps extends ImgProps {
  name: IllustrationName;
  /** What it shows, for people who cannot see it; empty when it is decoration. */
  alt: string;
  /** The slot's width, for choosing a candidate: where the image sits decides it. */
  sizes: string;
  /**
   * The largest thing of a first view: the prerendered page brings a phone's candidate in
   * its own bytes, so the first paint has it without a request. The client renders the
   * files' srcset and keeps the server's (React does not patch an attribute at hydration),
   * so the bytes are never in the JavaScript.
   */
  inline?: boolean;
}

/** An illustration as AVIF at the size the slot needs, or WebP where AVIF is not supported. */
export function IllustrationImage({ name, alt, sizes, inline, ...props }: IllustrationImageProps) {
  const source = illustrationSources[name];
  const srcSet = (inline && source.inlineAvifSrcSet) || source.avifSrcSet;
  return (
    // `contents`: the <img> keeps its place in the layout, as if <picture> were not there.
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet} sizes={sizes} suppressHydrationWarning={inline} />
      <img src={source.src} width={source.width} height={source.height} alt={alt} {...props} />
    </picture>
  );
}
