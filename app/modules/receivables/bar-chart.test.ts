import { describe, expect, it } from "vitest";
import { barChartLayout, rowBarLayout } from "./bar-chart";

describe("barChartLayout", () => {
  it("scales to the largest value and keeps bars inside the plot", () => {
    const chart = barChartLayout(
      [
        { label: "jan", value: 50 },
        { label: "fev", value: 100 },
        { label: "mar", value: 0 },
      ],
      { width: 300, height: 120, gap: 10, labelSpace: 20 },
    );
    expect(chart.bars.map((b) => b.height)).toEqual([50, 100, 0]);
    expect(chart.bars.map((b) => b.y)).toEqual([50, 0, 100]);
    for (const bar of chart.bars) expect(bar.x + bar.width).toBeLessThanOrEqual(300);
  });
  it("all zero or empty draws nothing high", () => {
    expect(barChartLayout([{ label: "a", value: 0 }]).bars[0]!.height).toBe(0);
    expect(barChartLayout([]).bars).toEqual([]);
  });
});

describe("rowBarLayout", () => {
  it("stacks one row per item, the largest across the full width, a tiny value still visible", () => {
    const chart = rowBarLayout(
      [
        { label: "Bolo", value: 1000 },
        { label: "Pão", value: 500 },
        { label: "Café", value: 1 },
        { label: "Nada", value: 0 },
      ],
      { width: 300, rowHeight: 30, barHeight: 10 },
    );
    expect(chart.rows.map((r) => r.width)).toEqual([300, 150, 2, 0]);
    expect(chart.rows.map((r) => r.y)).toEqual([20, 50, 80, 110]);
    expect(chart.rows.every((r) => r.labelY < r.y)).toBe(true);
    expect(chart.height).toBe(120);
    expect(rowBarLayout([]).rows).toEqual([]);
  });
});
