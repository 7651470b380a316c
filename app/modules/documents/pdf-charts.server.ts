/**
 * Charts drawn with pdfkit's vector primitives from the same series the page's SVG charts use:
 * lines (several series, a vertical marker, a legend) and horizontal bars.
 */
import { formatReaisCompact } from "~/modules/business/money";
import { niceScale, toWinAnsi, type DocBarChart, type DocLineChart } from "./document";
import { COLORS, FONT, ensureSpace, hRule, text, type Layout } from "./pdf-layout.server";

const LINE = { plotHeight: 170, axisWidth: 58, xLabelHeight: 16, legendRow: 14 } as const;

export function drawLineChart(layout: Layout, chart: DocLineChart) {
  const { doc, left, width } = layout;
  const format = chart.axisFormat ?? formatReaisCompact;
  const legendRows = Math.ceil(chart.series.length / 3);
  const height = 18 + LINE.plotHeight + LINE.xLabelHeight + legendRows * LINE.legendRow + 16;
  ensureSpace(layout, height);
  const top = doc.y;
  doc.fillColor(COLORS.brandDark).font(FONT.bold).fontSize(10);
  text(doc, chart.title, left, top, { width });

  const plotTop = top + 20;
  const plotLeft = left + LINE.axisWidth;
  const plotWidth = width - LINE.axisWidth - 6;
  const values = chart.series.flatMap((s) => s.values).filter(Number.isFinite);
  const scale = niceScale(Math.min(...values, 0), Math.max(...values, 0));
  const yOf = (value: number) => plotTop + LINE.plotHeight * (1 - (value - scale.min) / (scale.max - scale.min));
  const points = Math.max(1, chart.xLabels.length);
  const xOf = (index: number) => plotLeft + (points === 1 ? plotWidth / 2 : (plotWidth * index) / (points - 1));

  // Grid and the vertical axis's figures.
  doc.font(FONT.regular).fontSize(7.5);
  for (let tick = scale.min; tick <= scale.max + scale.step / 2; tick += scale.step) {
    const y = yOf(tick);
    hRule(doc, plotLeft, y, plotWidth, tick === 0 ? 0.9 : 0.4, tick === 0 ? COLORS.muted : COLORS.rule);
    doc.fillColor(COLORS.muted);
    text(doc, format(tick), left, y - 3.5, { width: LINE.axisWidth - 6, align: "right", lineBreak: false });
  }
  // Month labels: every one when they fit, otherwise every other.
  const every = plotWidth / points < 30 ? 2 : 1;
  chart.xLabels.forEach((label, index) => {
    if (index % every !== 0 && index !== points - 1) return;
    doc.fillColor(COLORS.muted);
    text(doc, label, xOf(index) - 20, plotTop + LINE.plotHeight + 4, { width: 40, align: "center", lineBreak: false });
  });

  if (chart.marker && chart.marker.index >= 0 && chart.marker.index < points) {
    const x = xOf(chart.marker.index);
    doc.save();
    doc
      .moveTo(x, plotTop)
      .lineTo(x, plotTop + LINE.plotHeight)
      .lineWidth(1)
      .dash(3, { space: 2 })
      .strokeColor(COLORS.ink)
      .stroke();
    doc.restore();
    doc.font(FONT.bold).fontSize(7.5).fillColor(COLORS.ink);
    const labelWidth = doc.widthOfString(toWinAnsi(chart.marker.label)) + 4;
    const labelX = Math.min(Math.max(x - labelWidth / 2, plotLeft), plotLeft + plotWidth - labelWidth);
    doc.rect(labelX, plotTop - 1, labelWidth, 10).fill("#ffffff");
    doc.fillColor(COLORS.ink);
    text(doc, chart.marker.label, labelX + 2, plotTop, { lineBreak: false });
  }

  for (const series of chart.series) {
    doc.save();
    if (series.dash) doc.dash(series.dash[0], { space: series.dash[1] });
    series.values.forEach((value, index) => {
      if (index === 0) doc.moveTo(xOf(index), yOf(value));
      else doc.lineTo(xOf(index), yOf(value));
    });
    doc.lineWidth(1.8).lineCap("round").strokeColor(series.color).stroke();
    doc.restore();
    series.values.forEach((value, index) => doc.circle(xOf(index), yOf(value), 1.8).fill(series.color));
  }

  // Legend under the plot, three entries a row.
  const legendTop = plotTop + LINE.plotHeight + LINE.xLabelHeight + 4;
  const slot = plotWidth / 3;
  doc.font(FONT.regular).fontSize(8.5);
  chart.series.forEach((series, index) => {
    const x = plotLeft + (index % 3) * slot;
    const y = legendTop + Math.floor(index / 3) * LINE.legendRow;
    doc.save();
    if (series.dash) doc.dash(series.dash[0], { space: series.dash[1] });
    doc
      .moveTo(x, y + 4)
      .lineTo(x + 16, y + 4)
      .lineWidth(2)
      .strokeColor(series.color)
      .stroke();
    doc.restore();
    doc.fillColor(COLORS.ink);
    text(doc, series.label, x + 20, y, { width: slot - 24, lineBreak: false });
  });
  doc.y = top + height;
}

const BAR = { height: 14, gap: 6, labelShare: 0.36 } as const;

export function drawBarChart(layout: Layout, chart: DocBarChart) {
  const { doc, left, width } = layout;
  const height = 20 + chart.bars.length * (BAR.height + BAR.gap) + 8;
  ensureSpace(layout, Math.min(height, 240));
  doc.fillColor(COLORS.brandDark).font(FONT.bold).fontSize(10);
  text(doc, chart.title, left, doc.y, { width });
  doc.y += 6;
  const labelWidth = width * BAR.labelShare;
  doc.font(FONT.regular).fontSize(8.5);
  const valueWidth = Math.max(...chart.bars.map((b) => doc.widthOfString(toWinAnsi(b.valueText)))) + 6;
  const barMax = width - labelWidth - valueWidth - 8;
  const max = Math.max(1, ...chart.bars.map((b) => b.value));
  for (const bar of chart.bars) {
    ensureSpace(layout, BAR.height + BAR.gap);
    const y = doc.y;
    doc.fillColor(COLORS.ink);
    text(doc, bar.label, left, y + 3, { width: labelWidth - 6, align: "right", lineBreak: false, ellipsis: true, height: BAR.height });
    const barWidth = Math.max(1, (barMax * Math.max(0, bar.value)) / max);
    doc.rect(left + labelWidth, y, barWidth, BAR.height).fill(chart.color ?? COLORS.brand);
    doc.fillColor(COLORS.ink);
    text(doc, bar.valueText, left + labelWidth + barWidth + 4, y + 3, { width: valueWidth, lineBreak: false });
    doc.y = y + BAR.height + BAR.gap;
  }
  doc.y += 8;
}
