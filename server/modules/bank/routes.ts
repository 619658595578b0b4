import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addEndpoint } from '../../contract/add-endpoint.ts';
import { signedIn } from '../../http/auth-hook.ts';
import { accountChecksOf } from './account-check-service.ts';
import type { BindCardFields } from './card-rules.ts';
import { createCardService } from './cards-service.ts';
import { createDirectoryService } from './directory-service.ts';

/** Bank cards and the IFSC directory: /bank/v1/* and /bank-info/v1/*. */
export function registerBankModule(app: FastifyInstance, ctx: AppContext): void {
  const cards = createCardService({ ...ctx, accounts: accountChecksOf(ctx) });
  const directory = createDirectoryService(ctx.db);

  addEndpoint(app, ctx.contract, 'bank.findUserBankCard', async (request) =>
    cards.list(signedIn(request).userId),
  );
  addEndpoint(app, ctx.contract, 'bank.bindCard', async (request) =>
    cards.bind(signedIn(request).userId, request.body as BindCardFields),
  );
  addEndpoint(app, ctx.contract, 'bank.ifscInfo', async (request) =>
    directory.ifscInfo((request.query as { ifsc: string }).ifsc),
  );

  addEndpoint(app, ctx.contract, 'bankInfo.banks', async () => directory.banks());
  addEndpoint(app, ctx.contract, 'bankInfo.states', async (request) =>
    directory.states((request.query as { pId: number }).pId),
  );
  addEndpoint(app, ctx.contract, 'bankInfo.cities', async (request) =>
    directory.cities((request.query as { stateId: number }).stateId),
  );
  addEndpoint(app, ctx.contract, 'bankInfo.branches', async (request) =>
    directory.branches((request.query as { cityId: number }).cityId),
  );
}
