/**
 * Inline SVG line charts for the load report (no library, no fonts, nothing
 * remote): several named series over one x axis. Labels pass through `esc`.
 */
import { esc } from "../html/html-escape.js";

export interface Series {
  name: string;
  color: string;
  points: ReadonlyArray<{ x: number; y: number }>;
}

export interface SvgChartOptions {
  title: string;
  series: readonly Series[];
  xLabel: (x: number) => string;
  yLabel: (y: number) => string;
  /** x positions are spread evenly by index instead of by value (the percentile plot). */
  byIndex?: boolean;
  width?: number;
  height?: number;
}

export function svgChart({ title, series, xLabel, yLabel, byIndex = false, width = 640, height = 220 }: SvgChartOptions): string {
  const pad = { l: 56, r: 12, t: 12, b: 30 };
  const all = series.flatMap((s) => s.points);
  if (all.length === 0) return `<p class="muted">${esc(title)}: no data</p>`;
  const xs = byIndex ? [0, Math.max(0, ...series.map((s) => s.points.length - 1))] : all.map((p) => p.x);
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const top = Math.max(...all.map((p) => p.y), 1e-9);
  const w = width - pad.l - pad.r;
  const h = height - pad.t - pad.b;
  const px = (x: number) => pad.l + (x1 === x0 ? w / 2 : ((x - x0) / (x1 - x0)) * w);
  const py = (y: number) => pad.t + h - (Math.max(0, y) / top) * h;
  const lines = series
    .map((s) => {
      const pts = s.points.map((p, i) => `${px(byIndex ? i : p.x).toFixed(1)},${py(p.y).toFixed(1)}`).join(" ");
      return `<polyline fill="none" stroke="${esc(s.color)}" stroke-width="1.5" points="${pts}"><title>${esc(s.name)}</title></polyline>`;
    })
    .join("");
  const first = series[0]!.points;
  const ticks = (
    byIndex ? first.map((p, i) => ({ at: i, label: xLabel(p.x) })) : [x0, (x0 + x1) / 2, x1].map((x) => ({ at: x, label: xLabel(x) }))
  )
    .map((t) => `<text x="${px(t.at).toFixed(1)}" y="${height - 10}" text-anchor="middle">${esc(t.label)}</text>`)
    .join("");
  const legend = series
    .map((s, i) => `<text x="${pad.l + 8 + i * 130}" y="${pad.t + 10}" fill="${esc(s.color)}">${esc(s.name)}</text>`)
    .join("");
  return `<figure><figcaption>${esc(title)}</figcaption><svg role="img" aria-label="${esc(title)}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-size="10" font-family="sans-serif">
<line x1="${pad.l}" y1="${pad.t + h}" x2="${pad.l + w}" y2="${pad.t + h}" stroke="#999"/><line x1="${pad.l}" y1="${pad.t}" x2="${pad.l}" y2="${pad.t + h}" stroke="#999"/>
<text x="${pad.l - 4}" y="${pad.t + 8}" text-anchor="end">${esc(yLabel(top))}</text><text x="${pad.l - 4}" y="${pad.t + h}" text-anchor="end">0</text>
${ticks}${legend}${lines}</svg></figure>`;
}
