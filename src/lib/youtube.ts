/**
 * The privacy-enhanced embed address. Autoplay starts the video the visitor just asked
 * for; the specification hides the player controls; playsinline keeps iOS from going
 * full screen.
 */
export function youtubeEmbedUrl(videoId: string): string {
  const params = new URLSearchParams({ autoplay: "1", controls: "0", playsinline: "1", rel: "0" });
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params}`;
}
