import { IonHeader, IonSearchbar, IonToolbar } from '@ionic/react';

export interface SearchHeaderProps {
  value: string;
  onChange: (value: string) => void;
  onCancel: () => void;
  label?: string;
}

/** The search top bar (§2): keyword field 'Digite palavras-chave' and Cancelar. */
export function SearchHeader({ value, onChange, onCancel, label = 'Buscar' }: SearchHeaderProps) {
  return (
    <IonHeader className="ion-no-border page-header">
      <IonToolbar>
        <IonSearchbar
          value={value}
          placeholder="Digite palavras-chave"
          aria-label={label}
          showCancelButton="always"
          cancelButtonText="Cancelar"
          debounce={250}
          onIonInput={(event) => onChange(event.detail.value ?? '')}
          onIonCancel={onCancel}
        />
      </IonToolbar>
    </IonHeader>
  );
}
