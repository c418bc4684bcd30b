import type { PostImage as PostImageData } from "../../content/blog";

interface PostImageProps {
  image: PostImageData;
  /** The slot's width, for choosing a candidate. */
  sizes: string;
  /**
   * In the first view: a phone's candidate comes in the prerendered page itself (the
   * client renders the files' srcset and keeps the server's, as React does not patch an
   * attribute at hydration), any other is fetched at once and first; everything else
   * waits to be near.
   */
  priority?: boolean;
  className?: string;
}

/** A post's image as AVIF at the size the slot needs, or WebP where AVIF is not supported. */
export function PostImage({ image, sizes, priority = false, className }: PostImageProps) {
  return (
    <picture className="contents">
      <source
        type="image/avif"
        srcSet={(priority && image.inlineAvifSrcSet) || image.avifSrcSet}
        sizes={sizes}
        suppressHydrationWarning={priority}
      />
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "auto" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={className}
      />
    </picture>
  );
}
