/**
 * Geometry for server-rendered SVG bar charts (no chart library in the browser): pure, so the
 * page component only maps these rectangles to <rect>/<text> inside an <svg role="img"> with
 * <title>/<desc>, and a table with the same numbers sits next to it as the accessible fallback.
 */

export type Bar = { label: string; value: number; x: number; y: number; width: number; height: number };

export type BarChartLayout = { width: number; height: number; bars: Bar[]; max: number };

/** Vertical bars scaled to the largest value (all zero → all bars 0 high), with a gap between bars. */
export function barChartLayout(
  data: ReadonlyArray<{ label: string; value: number }>,
  { width = 320, height = 160, gap = 8, labelSpace = 20 } = {},
): BarChartLayout {
  const max = data.reduce((m, d) => Math.max(m, d.value), 0);
  const count = Math.max(1, data.length);
  const barWidth = Math.max(1, (width - gap * (count + 1)) / count);
  const plotHeight = height - labelSpace;
  const bars = data.map((d, index) => {
    const h = max > 0 ? Math.round((Math.max(0, d.value) / max) * plotHeight) : 0;
    return {
      label: d.label,
      value: d.value,
      x: Math.round(gap + index * (barWidth + gap)),
      y: plotHeight - h,
      width: Math.round(barWidth),
      height: h,
    };
  });
  return { width, height, bars, max };
}
