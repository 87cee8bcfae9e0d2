// A bar chart of counts per time bucket, drawn by uPlot (bundled, so served from Sluice's own origin under the
// console's CSP) on a canvas. The canvas is an image to assistive technology, labelled with what it shows and its
// totals; the same numbers are in the overview's table.
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface BarSeries {
  label: string;
  values: number[];
  /** A CSS colour. */
  color: string;
}

interface Props {
  title: string;
  /** Bucket starts, epoch seconds. */
  times: number[];
  series: BarSeries[];
}

function optionsFor(width: number, series: BarSeries[]): uPlot.Options {
  const bars = uPlot.paths.bars!({ size: [0.8, 40] });
  return {
    width,
    height: 180,
    legend: { show: true },
    cursor: { drag: { x: false, y: false } },
    axes: [{ space: 60 }, { size: 50 }],
    series: [{ label: 'Time (UTC)', value: (_u, v) => (v == null ? '—' : new Date(v * 1000).toISOString().slice(0, 16).replace('T', ' ')) }, ...series.map((s) => ({ label: s.label, stroke: s.color, fill: s.color, paths: bars, points: { show: false } }))],
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
  };
}

export function BarChart({ title, times, series }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const totals = series.map((s) => `${s.label} ${s.values.reduce((a, b) => a + b, 0)}`).join(', ');
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const plot = new uPlot(optionsFor(Math.max(280, element.clientWidth), series), [times, ...series.map((s) => s.values)], element);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, element.clientWidth), height: 180 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [times, series]);
  return (
    <figure class="chart">
      <figcaption>{title}</figcaption>
      <div ref={box} role="img" aria-label={`${title}: ${totals}`} />
    </figure>
  );
}
