/** Intro video behind a play overlay; a <details> so it opens without JavaScript too. */
export function IntroVideo({ title, src }: { title: string; src: string | null }) {
  return (
    <details className="group card overflow-hidden" data-testid="intro-video">
      <summary className="relative flex aspect-video max-h-72 w-full cursor-pointer list-none items-center justify-center bg-gradient-to-br from-brand-700 to-slate-900 text-white group-open:hidden [&::-webkit-details-marker]:hidden">
        <span className="flex flex-col items-center gap-3">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-lg" aria-hidden>
            <svg viewBox="0 0 24 24" className="ml-1 h-8 w-8" fill="currentColor">
              <path d="M8 5v14l11-7z" />
            </svg>
          </span>
          <span className="text-sm font-semibold">Assistir vídeo de introdução: {title}</span>
        </span>
      </summary>
      {src ? (
        <video src={src} controls autoPlay preload="none" className="aspect-video max-h-96 w-full bg-black" />
      ) : (
        <p className="p-5 text-sm text-slate-600">
          O vídeo de introdução de {title} ainda não está disponível. Enquanto isso, veja abaixo o que é a ferramenta e por
          que usar.
        </p>
      )}
    </details>
  );
}
