import type { MarketingSetting } from '@comanda/contract';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { SwitchField } from '../../../ui/form/switch-field.tsx';
import { storeUpdatedUser, useCurrentUser } from '../../auth/index.ts';
import { configureNotification } from '../api/configure-notification.ts';
import { OrderPushBlock } from '../components/order-push-block.tsx';
import { NOTIFICATION_SETTINGS_TITLE } from '../notification-texts.ts';
import {
  isChannelOn,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  statusAfterToggle,
} from '../settings.ts';
import '../components/notifications.css';

/** tabs/configurar-notificacoes (§2): one switch per marketing channel, then order push on this device. */
export function NotificationSettingsPage() {
  const user = useCurrentUser();
  const [pending, setPending] = useState<MarketingSetting | null>(null);
  const [, run] = useAction();
  if (!user) return null;

  const toggle = (channel: NotificationChannel) => {
    setPending(channel.tipo);
    void run(async () => {
      try {
        const answer = await configureNotification(
          channel.tipo,
          statusAfterToggle(isChannelOn(user, channel)),
        );
        if (answer.data) storeUpdatedUser(answer.data);
        if (answer.message) toast.success(answer.message);
      } finally {
        setPending(null);
      }
    });
  };

  return (
    <FormScreen
      title={NOTIFICATION_SETTINGS_TITLE}
      backTo="/tabs/perfil"
      heading="Como quer receber novidades?"
      intro={
        <p className="notification-note">
          Você pode desligar apenas o envio de novidades e promoções. As notificações sobre seus pedidos
          continuam sendo enviadas.
        </p>
      }
    >
      <div className="notification-settings">
        {NOTIFICATION_CHANNELS.map((channel) => (
          <SwitchField
            key={channel.tipo}
            label={channel.label}
            checked={isChannelOn(user, channel)}
            busy={pending === channel.tipo}
            disabled={pending !== null}
            onToggle={() => toggle(channel)}
          />
        ))}
      </div>
      <OrderPushBlock />
    </FormScreen>
  );
}
