/** 'Aberto agora' or 'Fechado', from the §3 Store statusLoja. */
export function StatusBadge({ status }: { status: 'aberta' | 'fechada' }) {
  const open = status === 'aberta';
  return (
    <span className={open ? 'status-badge status-badge--open' : 'status-badge status-badge--closed'}>
      {open ? 'Aberto agora' : 'Fechado'}
    </span>
  );
}
