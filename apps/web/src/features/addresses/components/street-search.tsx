import type { AddressSuggestion } from '@comanda/contract';
import { type KeyboardEvent, useId, useState } from 'react';
import { ApiError, REQUEST_FAILED_MESSAGE } from '../../../lib/api-client.ts';
import { Icon } from '../../../ui/icon.tsx';
import { placeLine } from '../address-rules.ts';
import { useStoredLocation } from '../address-storage.ts';
import { SUGGESTION_MIN_LENGTH, useSuggestions } from '../api/get-suggestions.ts';
import { useDebounced } from '../hooks/use-debounced.ts';
import { pointOf } from '../point.ts';
import { locationOutline, searchOutline } from './address-icons.ts';

/**
 * The street search of buscar-endereco: a combobox whose suggestions (GET geocode/sugestoes, debounced) are a
 * listbox driven by the arrow keys, Enter and Escape.
 */
export function StreetSearch({ onPick }: { onPick: (suggestion: AddressSuggestion) => void }) {
  const id = useId();
  const listId = `${id}-lista`;
  const hintId = `${id}-dica`;
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(true);
  const typed = useDebounced(text);
  const location = useStoredLocation();
  const near = pointOf(location) ?? undefined;
  const query = useSuggestions(typed, near);
  const ready = typed.trim().length >= SUGGESTION_MIN_LENGTH && text.trim() === typed.trim();
  const suggestions = ready ? (query.data ?? []) : [];
  const expanded = open && ready && suggestions.length > 0;

  const pick = (suggestion: AddressSuggestion | undefined) => {
    if (!suggestion) return;
    setOpen(false);
    onPick(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const status = !ready
    ? text.trim().length > 0 && text.trim().length < SUGGESTION_MIN_LENGTH
      ? `Digite pelo menos ${SUGGESTION_MIN_LENGTH} letras.`
      : ''
    : query.isPending
      ? 'Buscando endereços…'
      : query.isError
        ? query.error instanceof ApiError
          ? query.error.message
          : REQUEST_FAILED_MESSAGE
        : suggestions.length === 0
          ? `Nenhum endereço encontrado para “${typed.trim()}”. Tente o CEP.`
          : suggestions.length === 1
            ? '1 endereço encontrado.'
            : `${suggestions.length} endereços encontrados.`;

  return (
    <div className="street-search">
      <label className="field__label" htmlFor={`${id}-texto`}>
        Rua, quadra ou bairro
      </label>
      <div className="street-search__box">
        <Icon icon={searchOutline} />
        <input
          id={`${id}-texto`}
          className="street-search__input"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-describedby={hintId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          placeholder="Ex.: SQN 412, Rua dos Pinheiros"
          maxLength={120}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <p id={hintId} className="street-search__status" role="status">
        {expanded ? '' : status}
        {expanded && <span className="visually-hidden">{status}</span>}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label="Endereços sugeridos"
        className="street-search__list"
        hidden={!expanded}
      >
        {expanded &&
          suggestions.map((suggestion, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
            <div
              key={`${suggestion.logradouro}-${suggestion.cep}-${suggestion.lat}`}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={
                index === active
                  ? 'street-search__option street-search__option--active'
                  : 'street-search__option'
              }
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
            >
              <Icon icon={locationOutline} />
              <span>
                <span className="street-search__street">{suggestion.logradouro}</span>
                <span className="street-search__place">
                  {placeLine(suggestion)}
                  {suggestion.cep ? ` · ${suggestion.cep}` : ''}
                </span>
              </span>
            </div>
          ))}
      </div>
    </div>
  );
}
