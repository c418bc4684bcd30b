import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { Play } from "../../components/icons/lucide";
import { Icon } from "../../components/ui/icon";
import { IllustrationImage } from "../../components/ui/illustration-image";
import { siteConfig } from "../../config/site";
import { useCommonCopy, useLocale } from "../../i18n/copy-context";
import { youtubeEmbedUrl } from "../../lib/youtube";
import { pathOf } from "../../site-pages";

// The frame is 64rem wide at most, inside the page's side padding (see Container).
const posterSizes =
  "(min-width: 68rem) 64rem, (min-width: 64rem) calc(100vw - 4rem), " +
  "(min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)";

const poster = "videoPoster";

interface VideoFacadeProps {
  /** The button's name, read by screen readers ("Play demo video"). */
  playLabel: string;
  /** The player's title once it is there. */
  frameTitle: string;
}

/**
 * A poster with a real button stands in for the YouTube player, so nothing is requested
 * from the video service until the visitor asks for the video. Under it, before the click,
 * the notice that makes the click informed consent (§ 25 TDDDG): who the video plays from,
 * what the click sends, and the policy's section on it; the button is described by it.
 */
export function VideoFacade({ playLabel, frameTitle }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const { video } = useCommonCopy();
  const locale = useLocale();
  // One video a page, in its hero: a fixed id, the same in every render of every server.
  const noticeId = "video-notice";
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    // The button that had focus is gone; keep keyboard and screen-reader users on the player.
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <>
      {/* The focus ring is the wrapper's: the button's own outline would be painted under the
        poster, which fills it edge to edge, and clipped by the rounded corners. */}
      <div className="relative aspect-video overflow-hidden rounded-2xl border border-frame/80 bg-slate-900 shadow-2xl shadow-glow/50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-ring">
        {playing ? (
          <iframe
            ref={frameRef}
            src={youtubeEmbedUrl(siteConfig.youtubeVideoId)}
            title={`${siteConfig.name}: ${frameTitle}`}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <button
            type="button"
            aria-describedby={noticeId}
            onClick={() => setPlaying(true)}
            // A tap before hydration starts the video once the page is hydrated.
            data-replay=""
            className="group absolute inset-0 grid size-full cursor-pointer place-items-center focus-visible:outline-none"
          >
            <IllustrationImage
              name={poster}
              sizes={posterSizes}
              alt=""
              // The largest thing in the first view: fetched first, on the page's own
              // connection once the HTML is in (docs/performance.md).
              fetchPriority="high"
              className="absolute inset-0 size-full object-cover"
            />
            <span className="relative grid size-16 place-items-center rounded-full bg-cyan-300 text-slate-950 shadow-[0_0_0_10px_rgb(103_232_249/0.18)] transition-transform group-hover:scale-110 sm:size-20">
              <Icon node={Play} className="ml-1 size-7 fill-current sm:size-8" />
            </span>
            <span className="sr-only">{playLabel}</span>
          </button>
        )}
      </div>
      <p id={noticeId} data-video-notice="" className="mt-3 text-sm text-pretty text-fg-muted">
        {video.notice}{" "}
        <Link
          to={`${pathOf(locale, "privacy")}#privacy-video`}
          className="font-medium text-link underline underline-offset-4 hover:text-link-hover"
        >
          {video.policyLink}
        </Link>
      </p>
    </>
  );
}
