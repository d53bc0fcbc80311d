import './menu-skeleton.css';

const shape = (extra: string) => `menu-skeleton__shape ${extra}`;

/** Placeholder shapes while the menu loads, so the layout does not jump. */
export function MenuSkeleton() {
  return (
    <div className="menu-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">Carregando o cardápio…</span>
      <div aria-hidden="true">
        <div className={shape('menu-skeleton__banner')} />
        <div className="menu-skeleton__chips">
          {[0, 1, 2, 3, 4].map((index) => (
            <span key={index} className={shape('menu-skeleton__chip')} />
          ))}
        </div>
        <div className={shape('menu-skeleton__title')} />
        <div className="menu-skeleton__grid">
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <div key={index} className="menu-skeleton__card">
              <div className="menu-skeleton__lines">
                <span className={shape('menu-skeleton__line menu-skeleton__line--title')} />
                <span className={shape('menu-skeleton__line')} />
                <span className={shape('menu-skeleton__line menu-skeleton__line--price')} />
              </div>
              <div className={shape('menu-skeleton__image')} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
