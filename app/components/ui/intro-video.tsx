import { useRef, useState } from "react";
import { PlayIcon } from "~/components/icons";

export const INTRO_POSTER = { src: "/images/intro-poster.svg", width: 640, height: 360 };

/**
 * The intro video behind a play overlay. Nothing of the video is fetched before the click
 * (preload="none"; only the small poster loads). The controls appear after the click. Without
 * JavaScript the overlay is a plain link to the video file. With no video configured nothing is
 * shown (never an empty "em breve" frame): callers put something useful there instead.
 */
export function IntroVideo({ src, title }: { src: string | null | undefined; title: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);

  if (!src) return null;

  function play(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setStarted(true);
    const video = videoRef.current;
    if (!video) return;
    video.controls = true;
    void video.play().catch(() => undefined);
  }

  return (
    <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-slate-900 shadow-sm" data-testid="intro-video">
      <video
        ref={videoRef}
        src={src}
        poster={INTRO_POSTER.src}
        width={INTRO_POSTER.width}
        height={INTRO_POSTER.height}
        preload="none"
        playsInline
        controls={started}
        title={title}
        className="block aspect-video h-auto w-full"
      />
      {started ? null : (
        <a
          href={src}
          onClick={play}
          className="group absolute inset-0 flex items-center justify-center bg-slate-900/20"
          aria-label={`Assistir: ${title}`}
        >
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white text-brand-700 shadow-lg transition group-hover:scale-105">
            <PlayIcon className="ml-1 h-8 w-8" />
          </span>
        </a>
      )}
    </div>
  );
}
