import { validateGiftCardNumber, validateGiftCardPassword } from '@comanda/domain';
import { useState } from 'react';
import { TextField } from '../../../ui/form/text-field.tsx';

/** Number and password of a gift card, with the §5 checks (both required, password at least 6 characters). */
export function useGiftCardFields() {
  const [numero, setNumero] = useState('');
  const [senha, setSenha] = useState('');
  const [errors, setErrors] = useState<{ numero: string | null; senha: string | null }>({
    numero: null,
    senha: null,
  });

  const check = (): boolean => {
    const next = { numero: validateGiftCardNumber(numero), senha: validateGiftCardPassword(senha) };
    setErrors(next);
    return next.numero === null && next.senha === null;
  };

  const reset = () => {
    setNumero('');
    setSenha('');
    setErrors({ numero: null, senha: null });
  };

  const fields = (
    <div className="gift-card__fields">
      <TextField
        label="Número do Gift Card"
        value={numero}
        onValueChange={(value) => {
          setNumero(value.replace(/[^\d ]/g, '').slice(0, 24));
          setErrors((current) => ({ ...current, numero: null }));
        }}
        error={errors.numero}
        inputMode="numeric"
        autoComplete="off"
        placeholder="0000 0000 0000 0000"
      />
      <TextField
        label="Senha"
        type="password"
        value={senha}
        onValueChange={(value) => {
          setSenha(value.slice(0, 64));
          setErrors((current) => ({ ...current, senha: null }));
        }}
        error={errors.senha}
        autoComplete="off"
        hint="Mínimo de 6 caracteres"
      />
    </div>
  );

  return { numero, senha, fields, check, reset };
}
