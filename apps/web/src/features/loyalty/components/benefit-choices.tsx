import type { OptionGroup } from '@comanda/contract';
import { groupLimit, isGroupRequired, toggleChoice, validateProductSelection } from '@comanda/domain';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { ADD_TO_BAG, CANCEL, chooseFor } from '../wallet-texts.ts';

/** The choices a benefit product asks for before it goes to the bag: its required choice groups. */
export function requiredChoiceGroups(groups: readonly OptionGroup[]): OptionGroup[] {
  return groups.filter((group) => group.tipo_opcional !== 'Adicional' && isGroupRequired(group));
}

interface BenefitChoicesProps {
  nome: string;
  groups: readonly OptionGroup[];
  busy: boolean;
  onConfirm: (groups: OptionGroup[]) => void;
  onCancel: () => void;
}

/**
 * A product benefit with required choices (the birthday mochi's flavour): the customer picks them, the rules of §5
 * check the pick, and the benefit goes to the bag with it. Only the required choice groups are asked; a benefit
 * comes without paid extras.
 */
export function BenefitChoices({ nome, groups: initial, busy, onConfirm, onCancel }: BenefitChoicesProps) {
  const [groups, setGroups] = useState<OptionGroup[]>(() => initial.map((group) => ({ ...group })));
  const formId = useId();
  const asked = requiredChoiceGroups(groups);

  const tap = (groupId: number, cod: number) => {
    const group = groups.find((current) => current.id === groupId);
    if (!group) return;
    const change = toggleChoice(group, cod);
    if (change.message) toast.error(change.message);
    else setGroups(groups.map((current) => (current.id === groupId ? change.group : current)));
  };

  const confirm = () => {
    const verdict = validateProductSelection({ groups, qtd: 1, observacao: '' });
    if (!verdict.ok) {
      toast.error(verdict.message);
      return;
    }
    onConfirm(groups);
  };

  return (
    <form
      className="benefit-choices"
      aria-label={chooseFor(nome)}
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <p className="benefit-choices__title">{chooseFor(nome)}</p>
      {asked.map((group) => {
        const options = group.tipo_opcional === 'Obrigatório' ? group.obrigatorios : group.opcionais;
        const radio = groupLimit(group) === 1;
        return (
          <fieldset key={group.id} className="benefit-choices__group">
            <legend>{group.nome}</legend>
            {options.map((option) => (
              <label key={option.cod} className="benefit-choices__option">
                <input
                  type={radio ? 'radio' : 'checkbox'}
                  name={`${formId}-${group.id}`}
                  checked={option.selecionado}
                  onChange={() => tap(group.id, option.cod)}
                />
                <span>{option.opcional}</span>
              </label>
            ))}
          </fieldset>
        );
      })}
      <div className="benefit-choices__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {CANCEL}
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {ADD_TO_BAG}
        </button>
      </div>
    </form>
  );
}
