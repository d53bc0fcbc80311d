import { withCliDatabase } from '../../db/open.ts';
import { systemClock } from '../../providers/clock.ts';
import { loyaltyService } from './service.ts';

const [customerArg, pointsArg, ...reason] = process.argv.slice(2);
const customerId = Number(customerArg);
const pontos = Number(pointsArg);
const motivo = reason.join(' ').trim();
if (!Number.isSafeInteger(customerId) || customerId <= 0 || !Number.isSafeInteger(pontos) || !motivo) {
  console.error('Uso: npm run loyalty:adjust ID_DO_CLIENTE PONTOS MOTIVO (PONTOS negativo retira)');
  process.exit(2);
}

await withCliDatabase(async ({ db }) => {
  // An adjustment reads neither the birth date nor the orders under way.
  const service = loyaltyService({
    db,
    clock: systemClock,
    birthDate: async () => null,
    ordersUnderWay: async () => [],
  });
  try {
    const saldo = await service.adjust(customerId, pontos, motivo);
    console.info(`Pontos do cliente ${customerId} ajustados em ${pontos}: saldo ${saldo}.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
});
