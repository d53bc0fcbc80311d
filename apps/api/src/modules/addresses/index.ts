import type { FastifyPluginAsync } from 'fastify';

export {
  type AddressRow,
  addressesRepository,
  customerAddressQuery,
  customerAddressRow,
} from './repository.ts';
export { ADDRESS_MESSAGES } from './service.ts';

import { addressesErasureStep } from './erasure.ts';
import { addressesExportSection } from './export.ts';
import { addressesRoutes } from './routes.ts';
import { addressesService } from './service.ts';

/** The logged-in customer's delivery addresses (§7 endereco_pedido); they go with the account. */
export const addressesModule: FastifyPluginAsync = async (app) => {
  app.accounts.addErasureStep(addressesErasureStep);
  app.accounts.addExportSection(addressesExportSection);
  const service = addressesService({
    db: app.db,
    stores: app.stores,
    clock: app.clock,
    maxPerCustomer: app.config.ADDRESSES_PER_CUSTOMER,
  });
  await app.register(addressesRoutes, { service });
};
