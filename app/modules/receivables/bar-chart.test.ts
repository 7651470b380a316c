import { describe, expect, it } from "vitest";
import { barChartLayout } from "./bar-chart";

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
