import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addEndpoint } from '../../contract/add-endpoint.ts';
import { requestLocale } from '../../contract/locale.ts';
import { signedIn } from '../../http/auth-hook.ts';
import { createAuthFlowService } from './auth-flow-service.ts';
import { createContactsService } from './contacts-service.ts';
import type { ContactsPayload } from './contacts-rules.ts';
import type { SubmittedValues } from './form-values-check.ts';
import { createFormsService } from './forms-service.ts';

/** The borrower's profile steps: basic and work forms, emergency contacts, and the auth flow status. */
export function registerProfileModule(app: FastifyInstance, ctx: AppContext): void {
  const forms = createFormsService(ctx);
  const contacts = createContactsService(ctx);
  const flow = createAuthFlowService(ctx);

  addEndpoint(app, ctx.contract, 'auth.pageInfoBase', async (request) =>
    forms.basicPage(signedIn(request).userId, requestLocale(request)),
  );
  addEndpoint(app, ctx.contract, 'auth.pageInfoWork', async (request) =>
    forms.workPage(signedIn(request).userId, requestLocale(request)),
  );
  addEndpoint(app, ctx.contract, 'auth.baseInfo', async (request) =>
    forms.saveBasic(signedIn(request).userId, request.body as SubmittedValues, requestLocale(request)),
  );
  addEndpoint(app, ctx.contract, 'auth.workInfo', async (request) =>
    forms.saveWork(signedIn(request).userId, request.body as SubmittedValues, requestLocale(request)),
  );
  addEndpoint(app, ctx.contract, 'auth.savedContacts', async (request) =>
    contacts.saved(signedIn(request).userId),
  );
  addEndpoint(app, ctx.contract, 'auth.contacts', async (request) =>
    contacts.save(signedIn(request).userId, request.body as ContactsPayload, requestLocale(request)),
  );
  addEndpoint(app, ctx.contract, 'auth.findUserAuth', async (request) =>
    flow.status(signedIn(request).userId),
  );
}
