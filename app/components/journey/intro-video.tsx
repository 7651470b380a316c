import { useRef, useState } from "react";
import { PlayIcon } from "~/components/icons";
import { useHydrated } from "~/utils/hydration";

const POSTER = "/images/jornada-video-poster.svg";

/**
 * The /jornada intro video with a play overlay; after the click the native controls show.
 * Nothing is downloaded before the click (preload="none"). Without JavaScript the native
 * controls are there from the start. With no video configured: the poster and a notice.
 */
export function IntroVideo({ src }: { src: string | null }) {
  const hydrated = useHydrated();
  const [started, setStarted] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const frame = "relative mx-auto aspect-video w-full max-w-3xl overflow-hidden rounded-xl bg-brand-900 shadow-sm";

  if (!src) {
    return (
      <figure className={frame} data-testid="intro-video">
        <img src={POSTER} alt="" className="h-full w-full object-cover" width={1280} height={720} />
        <figcaption className="absolute inset-x-0 bottom-0 bg-slate-900/70 px-4 py-2 text-center text-sm font-medium text-white">
          Vídeo de apresentação em breve
        </figcaption>
      </figure>
    );
  }

  const showOverlay = hydrated && !started;
  return (
    <div className={frame} data-testid="intro-video">
      <video
        ref={video}
        src={src}
        poster={POSTER}
        preload="none"
        playsInline
        controls={!showOverlay}
        className="h-full w-full object-cover"
        aria-label="Vídeo de apresentação da Jornada Empreendedora"
      />
      {showOverlay ? (
        <button
          type="button"
          onClick={() => {
            setStarted(true);
            void video.current?.play().catch(() => undefined);
          }}
          className="absolute inset-0 flex items-center justify-center bg-slate-900/30 transition hover:bg-slate-900/40"
          aria-label="Assistir ao vídeo de apresentação"
        >
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-lg">
            <PlayIcon className="ml-1 h-8 w-8" />
          </span>
        </button>
      ) : null}
    </div>
  );
}
