import type { SalesReport } from '@comanda/contract';
import { formatBRL } from '@comanda/domain';
import { type FormEvent, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { failureMessage, type ReportPeriod, reports } from '../backoffice-api.ts';
import { shiftDay, shortDay, todayInBrasilia } from '../dates.ts';
import { FormStatus } from '../field.tsx';
import type { ScreenProps } from '../shell/sections.ts';
import { LOADING } from '../texts.ts';
import { ReportTable } from './report-table.tsx';

const RevenueChart = lazy(() => import('./revenue-chart.tsx'));

const PAYMENT_NAMES: Record<string, string> = {
  cartao: 'Cartão (app)',
  pix: 'Pix',
  dinheiro: 'Dinheiro',
  cartao_entrega: 'Cartão na entrega',
  gift_card: 'Gift Card',
};

/** Sales for a period of Brasília days, one store or all of one's stores: figures, a chart, tables and the CSV. */
export function ReportsScreen({ me, onFailure }: ScreenProps) {
  const today = todayInBrasilia();
  const [period, setPeriod] = useState<ReportPeriod>({ de: shiftDay(today, -6), ate: today });
  const [report, setReport] = useState<SalesReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    (next: ReportPeriod) => {
      setError(null);
      reports.sales(next).then(setReport, (failure: unknown) => {
        onFailure(failure);
        setError(failureMessage(failure));
      });
    },
    [onFailure],
  );
  useEffect(() => load(period), [load, period]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const loja = Number(data.get('lojaId'));
    setPeriod({ de: String(data.get('de')), ate: String(data.get('ate')), lojaId: loja || undefined });
  }

  return (
    <section aria-labelledby="bo-reports-title">
      <h1 id="bo-reports-title" className="bo-title">
        Relatórios de vendas
      </h1>
      <form className="bo-card bo-filters" onSubmit={apply}>
        <label className="bo-inline-field">
          <span>De</span>
          <input type="date" name="de" defaultValue={period.de} required />
        </label>
        <label className="bo-inline-field">
          <span>Até</span>
          <input type="date" name="ate" defaultValue={period.ate} required />
        </label>
        <label className="bo-inline-field">
          <span>Loja</span>
          <select name="lojaId" defaultValue={period.lojaId ?? ''}>
            <option value="">Todas as minhas lojas</option>
            {me.lojas.map((loja) => (
              <option key={loja.id} value={loja.id}>
                {loja.nome}
              </option>
            ))}
          </select>
        </label>
        <button className="op-button op-button--primary" type="submit">
          Ver relatório
        </button>
        <a className="op-button op-button--secondary" href={reports.csvUrl(period)} download>
          Baixar CSV
        </a>
      </form>
      {error && <FormStatus error={error} />}
      {!report && !error && <p role="status">{LOADING}</p>}
      {report && (
        <>
          <dl className="bo-figures" aria-label="Resumo do período">
            <div>
              <dt>Receita</dt>
              <dd data-testid="report-revenue">{formatBRL(report.resumo.receita)}</dd>
            </div>
            <div>
              <dt>Pedidos</dt>
              <dd>{report.resumo.pedidos}</dd>
            </div>
            <div>
              <dt>Ticket médio</dt>
              <dd>{formatBRL(report.resumo.ticketMedio)}</dd>
            </div>
            <div>
              <dt>Cancelados</dt>
              <dd>{report.resumo.cancelados}</dd>
            </div>
          </dl>
          <section className="bo-card" aria-labelledby="bo-days-title">
            <h2 id="bo-days-title" className="bo-card__title">
              Receita por dia
            </h2>
            <Suspense fallback={<div className="bo-chart" />}>
              <RevenueChart days={report.dias} />
            </Suspense>
          </section>
          <ReportTable
            caption="Vendas por dia"
            head={['Dia', 'Pedidos', 'Receita', 'Ticket médio', 'Cancelados']}
            rows={report.dias.map((d) => [
              shortDay(d.dia),
              d.pedidos,
              formatBRL(d.receita),
              formatBRL(d.ticketMedio),
              d.cancelados,
            ])}
          />
          <div className="bo-grid">
            <ReportTable
              caption="Por loja"
              head={['Loja', 'Pedidos', 'Receita', 'Ticket médio']}
              rows={report.porLoja.map((s) => [
                s.loja.nome,
                s.pedidos,
                formatBRL(s.receita),
                formatBRL(s.ticketMedio),
              ])}
            />
            <ReportTable
              caption="Formas de pagamento"
              head={['Forma', 'Pedidos', 'Valor']}
              rows={report.pagamentos.map((p) => [
                PAYMENT_NAMES[p.tipo] ?? p.tipo,
                p.pedidos,
                formatBRL(p.valor),
              ])}
            />
            <ReportTable
              caption="Produtos mais vendidos"
              head={['Produto', 'Unidades', 'Valor']}
              rows={report.produtos.map((p) => [p.nome, p.quantidade, formatBRL(p.valor)])}
            />
            <ReportTable
              caption="Cancelamentos por motivo"
              head={['Motivo', 'Pedidos']}
              rows={report.cancelamentos.map((c) => [c.motivo, c.pedidos])}
            />
          </div>
        </>
      )}
    </section>
  );
}
