import type { LoyaltyStatement } from '@comanda/contract';
import { IonContent } from '@ionic/react';
import { useState } from 'react';
import { AppLink } from '../../../ui/app-link.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { STATEMENT_PERIODS, type StatementPeriod, useStatement } from '../api/get-statement.ts';
import { LoyaltyLoadFailed, LoyaltyLoading, MemberGate } from '../components/member-gate.tsx';
import {
  EMPTY_STATEMENT_TEXT,
  EMPTY_STATEMENT_TITLE,
  ENTRY_TYPE_LABELS,
  monthTotalLabel,
  ORDER_NOW_LABEL,
  orderLinkLabel,
  PERIOD_LABEL,
  POINTS_BALANCE_LABEL,
  periodOption,
  pointsLabel,
  signedPointsLabel,
} from '../loyalty-texts.ts';
import { STATEMENT_TITLE } from '../loyalty-titles.ts';
import '../../../ui/button.css';
import '../components/loyalty.css';

type Month = LoyaltyStatement['meses'][number];
type Entry = Month['entradas'][number];

function entryTone(entry: Entry): 'credit' | 'debit' {
  return entry.pontos < 0 ? 'debit' : 'credit';
}

function StatementEntry({ entry }: { entry: Entry }) {
  return (
    <li className="statement-entry">
      <div className="statement-entry__main">
        <p className="statement-entry__description">{entry.descricao}</p>
        <p className="statement-entry__meta">
          <span>{ENTRY_TYPE_LABELS[entry.tipo]}</span>
          <span aria-hidden="true"> · </span>
          <span>
            {entry.data} <span className="visually-hidden">às</span> {entry.hora}
          </span>
        </p>
        {entry.pedido_id !== null && (
          <AppLink
            to={`/tabs/detalhes-pedido?pedidoId=${entry.pedido_id}`}
            className="statement-entry__order"
          >
            {orderLinkLabel(entry.pedido_id)}
          </AppLink>
        )}
      </div>
      {entry.pontos !== 0 && (
        <p className={`statement-entry__points statement-entry__points--${entryTone(entry)}`}>
          {signedPointsLabel(entry.pontos)}
        </p>
      )}
    </li>
  );
}

/** The statement's months, newest first, or the empty state. */
export function StatementMonths({ statement }: { statement: LoyaltyStatement }) {
  const months = statement.meses.filter((month) => month.entradas.length > 0);
  if (months.length === 0)
    return (
      <div className="loyalty-notice">
        <h2>{EMPTY_STATEMENT_TITLE}</h2>
        <p>{EMPTY_STATEMENT_TEXT}</p>
        <AppLink to="/tabs/cardapio" direction="root" className="btn btn--primary">
          {ORDER_NOW_LABEL}
        </AppLink>
      </div>
    );
  return (
    <>
      {months.map((month) => (
        <section key={month.mes} className="statement-month" aria-labelledby={`statement-${month.mes}`}>
          <header className="statement-month__header">
            <h2 id={`statement-${month.mes}`}>{month.titulo}</h2>
            <p>{monthTotalLabel(month.pontos)}</p>
          </header>
          <ul className="statement-entries">
            {month.entradas.map((entry) => (
              <StatementEntry
                key={`${entry.data}-${entry.hora}-${entry.tipo}-${entry.pedido_id}-${entry.pontos}`}
                entry={entry}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function Statement() {
  const [meses, setMeses] = useState<StatementPeriod>(3);
  const { data, isPending, isError, isFetching, refetch } = useStatement(meses);
  return (
    <>
      <div className="statement-top">
        {data && (
          <p className="statement-balance">
            <span>{POINTS_BALANCE_LABEL}</span>
            <strong>{pointsLabel(data.saldo_pontos)}</strong>
          </p>
        )}
        <fieldset className="period-picker">
          <legend>{PERIOD_LABEL}</legend>
          {STATEMENT_PERIODS.map((period) => (
            <label key={period} className="period-picker__option">
              <input
                type="radio"
                name="statement-period"
                value={period}
                checked={meses === period}
                onChange={() => setMeses(period)}
              />
              <span>{periodOption(period)}</span>
            </label>
          ))}
        </fieldset>
      </div>
      <div className="statement-months" aria-busy={isFetching}>
        {data ? (
          <StatementMonths statement={data} />
        ) : isPending && !isError ? (
          <LoyaltyLoading />
        ) : (
          <LoyaltyLoadFailed onRetry={() => void refetch()} />
        )}
      </div>
    </>
  );
}

/** shinguru/extrato: the points entries by month over 3, 6 or 12 months; each order's entry links to it. */
export function StatementPage() {
  return (
    <>
      <PageHeader title={STATEMENT_TITLE} backTo="/tabs/shinguru" />
      <IonContent className="loyalty-content">
        <div className="statement">
          <MemberGate>{() => <Statement />}</MemberGate>
        </div>
      </IonContent>
    </>
  );
}
