import { ruledField } from '@comanda/contract';
import { z } from 'zod';

/** modal-endereco-numero: the number the located address lacks ('Sem número' is a button of its own). */
export const numberStepSchema = z.object({
  numero: ruledField('número', 20, () => null),
});
