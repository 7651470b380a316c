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

export type RowBar = { label: string; value: number; labelY: number; y: number; width: number; height: number };

/**
 * Horizontal bars for ranked names (a best seller's name is too long under a vertical bar): each
 * row has its label line, then a bar scaled to the largest value across the full width.
 */
export function rowBarLayout(
  data: ReadonlyArray<{ label: string; value: number }>,
  { width = 320, rowHeight = 36, barHeight = 12 } = {},
): { width: number; height: number; rows: RowBar[]; max: number } {
  const max = data.reduce((m, d) => Math.max(m, d.value), 0);
  const rows = data.map((d, index) => {
    const top = index * rowHeight;
    return {
      label: d.label,
      value: d.value,
      labelY: top + 14,
      y: top + 20,
      width: max > 0 ? Math.max(d.value > 0 ? 2 : 0, Math.round((Math.max(0, d.value) / max) * width)) : 0,
      height: barHeight,
    };
  });
  return { width, height: Math.max(rowHeight, data.length * rowHeight), rows, max };
}
