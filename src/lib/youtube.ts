/** The video service's privacy-enhanced host: the embed's origin, and the only frame the CSP allows. */
export const youtubeOrigin = "https://www.youtube-nocookie.com";

/**
 * The privacy-enhanced embed address. Autoplay starts the video the visitor just asked
 * for; the specification hides the player controls; playsinline keeps iOS from going
 * full screen.
 */
export function youtubeEmbedUrl(videoId: string): string {
  const params = new URLSearchParams({ autoplay: "1", controls: "0", playsinline: "1", rel: "0" });
  return `${youtubeOrigin}/embed/${encodeURIComponent(videoId)}?${params}`;
}

/** The video's own page on the video service, for readers who cannot use the embed. */
export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}
