import type { SalesReport } from '@comanda/contract';
import { formatBRL } from '@comanda/domain';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { shortDay } from '../dates.ts';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/**
 * Revenue per day as bars (Chart.js, loaded with the reports only). The canvas is an image for screen readers: the
 * table beside it carries the same figures.
 */
export default function RevenueChart({ days }: { days: SalesReport['dias'] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: days.map((day) => shortDay(day.dia)),
        datasets: [
          { label: 'Receita', data: days.map((day) => day.receita / 100), backgroundColor: '#b0122c' },
        ],
      },
      options: {
        maintainAspectRatio: false,
        animation: false,
        scales: {
          y: {
            beginAtZero: true,
            ticks: { callback: (value) => formatBRL(Math.round(Number(value) * 100)) },
          },
        },
        plugins: {
          tooltip: { callbacks: { label: (item) => formatBRL(Math.round(Number(item.raw) * 100)) } },
        },
      },
    });
    return () => chart.destroy();
  }, [days]);
  return (
    <div className="bo-chart">
      <canvas
        ref={canvas}
        role="img"
        aria-label="Gráfico da receita por dia; os valores estão na tabela abaixo."
      />
    </div>
  );
}
