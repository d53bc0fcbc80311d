import closeOutline from 'ionicon:closeOutline';
import searchOutline from 'ionicon:searchOutline';
import { useEffect, useRef } from 'react';
import { Icon } from './icon.tsx';
import './search-header.css';

export interface SearchHeaderProps {
  value: string;
  onChange: (value: string) => void;
  onCancel: () => void;
  /** The field's accessible name. */
  label?: string;
}

/**
 * The search top bar (§2): keyword field 'Digite palavras-chave' and Cancelar. It sticks to the top of the
 * screen's scrolling content and takes the focus when it appears; Escape cancels like the button.
 */
export function SearchHeader({ value, onChange, onCancel, label = 'Buscar' }: SearchHeaderProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <search className="search-header">
      <form
        className="search-header__bar"
        onSubmit={(event) => {
          event.preventDefault();
          input.current?.blur();
        }}
      >
        <div className="search-header__field">
          <Icon icon={searchOutline} className="search-header__glass" />
          <input
            ref={input}
            type="search"
            className="search-header__input"
            aria-label={label}
            placeholder="Digite palavras-chave"
            value={value}
            enterKeyHint="search"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.preventDefault();
              onCancel();
            }}
          />
          {value !== '' && (
            <button
              type="button"
              className="search-header__clear"
              aria-label="Limpar busca"
              onClick={() => {
                onChange('');
                input.current?.focus();
              }}
            >
              <Icon icon={closeOutline} />
            </button>
          )}
        </div>
        <button type="button" className="search-header__cancel" onClick={onCancel}>
          Cancelar
        </button>
      </form>
    </search>
  );
}
