import { useIonRouter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { GenericDialog } from '../../../ui/dialogs/generic-dialog.tsx';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { LOGOUT_CONFIRMATION, logout } from '../session/logout.ts';

/** sair: the logout confirmation as a page; confirming clears everything the app kept (§4) and opens the menu. */
export function LogoutPage() {
  const router = useIonRouter();
  const queryClient = useQueryClient();
  return (
    <FormScreen title="Sair" backTo="/tabs/perfil">
      <GenericDialog
        options={LOGOUT_CONFIRMATION}
        onResult={(result) => {
          if (result === 'cancelar') {
            if (router.canGoBack()) router.goBack();
            else router.push('/tabs/perfil', 'back', 'replace');
            return;
          }
          router.push('/tabs/cardapio', 'root', 'replace');
          logout();
          queryClient.clear();
        }}
      />
    </FormScreen>
  );
}
