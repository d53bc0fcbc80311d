import { z } from 'zod';
import { ignoredJwt, requiredString } from '../account/fields.ts';

/** §3 Notification as the history screen lists it. */
export const notification = z.object({
  id: z.number().int(),
  /** 'dd/MM/yyyy' in America/Sao_Paulo. */
  dia: z.string(),
  /** 'HH:mm' in America/Sao_Paulo. */
  hora: z.string(),
  titulo: z.string(),
  mensagem: z.string(),
});
export type Notification = z.infer<typeof notification>;

/** The three marketing channels of §7 configurar_notificacoes. */
export const marketingSetting = z.enum(
  ['notificacoes_marketing_push', 'notificacoes_marketing_email', 'notificacoes_marketing_sms'],
  { error: 'O campo tipo é inválido.' },
);
export type MarketingSetting = z.infer<typeof marketingSetting>;

/** PUT /api/configurar_notificacoes (§7): status 1 turns the channel on, 0 off. */
export const notificationSettingBody = z.object({
  jwt: ignoredJwt,
  tipo: marketingSetting,
  status: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
      error: 'O campo status deve ser 0 ou 1.',
    })
    .transform((value) => Number(value) as 0 | 1),
});
export type NotificationSettingBody = z.infer<typeof notificationSettingBody>;

/** A device's push token: a browser's subscription as JSON ('web'), or the FCM/APNs token of the native app. */
const deviceToken = requiredString('token')
  .trim()
  .min(1, { error: 'O campo token é obrigatório!' })
  .max(4096);

/** The platforms a push token comes from: the native app's (Capacitor) or a browser's Web Push. */
export const devicePlatform = z.enum(['android', 'ios', 'web'], { error: 'O campo plataforma é inválido.' });
export type DevicePlatform = z.infer<typeof devicePlatform>;

/** POST /api/dispositivo (§7): push registration of this device. */
export const deviceBody = z.object({
  token: deviceToken,
  plataforma: devicePlatform.default('web'),
});
export type DeviceBody = z.infer<typeof deviceBody>;

/**
 * DELETE /api/dispositivo: unlinks this device's push token from the logged-in account (at logout), so a shared
 * device stops receiving that customer's order updates. `token` is the one POST dispositivo sent.
 */
export const deviceRemovalBody = z.object({ token: deviceToken });
export type DeviceRemovalBody = z.infer<typeof deviceRemovalBody>;
