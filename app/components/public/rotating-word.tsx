import { useEffect, useState } from "react";

/**
 * Shows one word at a time, switching every `intervalMs`. All words sit in the same grid cell,
 * so the box is always as wide as the longest one and nothing around it moves. Screen readers
 * get the full sentence from the caller (this part is aria-hidden).
 */
export function RotatingWord({ words, intervalMs }: { words: string[]; intervalMs: number }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (words.length < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % words.length), intervalMs);
    return () => window.clearInterval(timer);
  }, [words.length, intervalMs]);

  return (
    <span className="inline-grid text-left align-bottom" aria-hidden="true" data-testid="hero-word">
      {words.map((word, i) => (
        <span
          key={word}
          data-active={i === index ? "true" : undefined}
          className={`[grid-area:1/1] text-brand-600 motion-safe:transition-opacity motion-safe:duration-500 ${
            i === index ? "opacity-100" : "opacity-0"
          }`}
        >
          {word}
        </span>
      ))}
    </span>
  );
}
