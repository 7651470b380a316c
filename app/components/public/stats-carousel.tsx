import { useEffect, useState } from "react";
import type { StatSlide } from "~/modules/site/landing-content";
import { useHydrated } from "~/utils/hydration";

// Without JavaScript the slides are a plain list and the dots (which need JavaScript) are hidden.
// The carousel layout is the server's default, so hydration moves nothing (no layout shift).
const NO_SCRIPT_STYLE =
  "<style>.stats-slides{display:flex!important;flex-direction:column;gap:1.5rem}" +
  ".stats-slides>li{opacity:1!important;visibility:visible!important}.stats-dots{display:none!important}</style>";

/** Three statistics, one at a time, advancing every `intervalMs`, with clickable dots. */
export function StatsCarousel({ slides, intervalMs }: { slides: StatSlide[]; intervalMs: number }) {
  const hydrated = useHydrated();
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!hydrated || paused || slides.length < 2) return;
    const timer = window.setTimeout(() => setActive((active + 1) % slides.length), intervalMs);
    return () => window.clearTimeout(timer);
  }, [hydrated, paused, active, slides.length, intervalMs]);

  return (
    <div
      data-testid="stats-carousel"
      data-hydrated={hydrated ? "true" : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul className="stats-slides grid" aria-live={hydrated && !paused ? "off" : "polite"}>
        {slides.map((slide, i) => (
          <li
            key={slide.value}
            data-testid="stat-slide"
            data-active={i === active ? "true" : undefined}
            aria-hidden={hydrated && i !== active ? true : undefined}
            className={`[grid-area:1/1] text-center motion-safe:transition-opacity motion-safe:duration-700 ${
              i === active ? "opacity-100" : "invisible opacity-0"
            }`}
          >
            <p className="text-5xl font-extrabold tracking-tight text-white sm:text-6xl">{slide.value}</p>
            <p className="mt-2 text-lg font-semibold text-white sm:text-xl">{slide.label}</p>
            <p className="mx-auto mt-3 max-w-xl text-brand-100">{slide.detail}</p>
            <p className="mt-3 text-sm font-medium text-brand-100">Fonte: {slide.source}</p>
          </li>
        ))}
      </ul>
      <div className="stats-dots mt-6 flex justify-center gap-1">
        {slides.map((slide, i) => (
          <button
            key={slide.value}
            type="button"
            data-testid="stat-dot"
            aria-label={`Mostrar estatística ${i + 1} de ${slides.length}: ${slide.value}`}
            aria-current={i === active ? "true" : undefined}
            onClick={() => setActive(i)}
            className="flex h-8 w-8 items-center justify-center rounded-full"
          >
            <span className={`block h-3 rounded-full transition-all ${i === active ? "w-6 bg-white" : "w-3 bg-white/50"}`} />
          </button>
        ))}
      </div>
      <noscript dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STYLE }} />
    </div>
  );
}
