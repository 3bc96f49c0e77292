// Thin routes of the payment agreements (docs/agreements.md).
import { Router } from 'express';
import { agreementsCalls as calls } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { accountOwnerId, actsAsClient } from '@aseo/shared/policy';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { forbidden } from '../../lib/errors.ts';
import { searchProperties } from '../../lib/property-search.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { agreementsService } from './agreements.service.ts';
import { agreementsFiles } from './agreements.files.ts';

export function agreementsRoutes(ctx: AppContext) {
  const r = Router();
  const s = agreementsService(ctx);
  const clientOnly = (user: SessionUser) => {
    if (!actsAsClient(user)) throw forbidden(MSG.server.forbidden);
    return accountOwnerId(user);
  };
  // old agreements
  mount(r, ctx, calls.list, async ({ input }) => {
    const { page, conversion_petro } = await s.page('agreement', input, null);
    return { agreements: page, conversion_petro };
  });
  mount(r, ctx, calls.clients, ({ input }) => s.clients(input.search));
  mount(r, ctx, calls.properties, ({ input }) => s.properties(input.client_id));
  mount(r, ctx, calls.finish, ({ input, user }) => s.finish(user, input));
  mount(r, ctx, calls.status, async ({ input, user }) => {
    const { message, row } = await s.changeStatus(user, 'agreement', input.agreement_id, input.reason);
    return { message, agreement: row };
  });
  mount(r, ctx, calls.view, ({ input, user }) => s.view(user, input.x));
  // conventions
  mount(r, ctx, calls.conventions, async ({ input }) => {
    const { page, conversion_petro } = await s.page('convention', input, null);
    return { conventions: page, conversion_petro };
  });
  mount(r, ctx, calls.conventionProperties, async ({ input }) => ({ properties: await searchProperties(ctx.db, input.search, null, true) }));
  mount(r, ctx, calls.conventionDebts, ({ input }) => s.conventionDebts(input.id));
  mount(r, ctx, calls.createConvention, ({ input, user }) => s.createNew(user, input));
  mount(r, ctx, calls.conventionStatus, async ({ input, user }) => {
    const { message, row } = await s.changeStatus(user, 'convention', input.id, input.reason);
    return { message, convention: row };
  });
  // the taxpayer's own
  mount(r, ctx, calls.clientAgreements, async ({ input, user }) => {
    const { page, conversion_petro } = await s.page('agreement', input, clientOnly(user));
    return { agreements: page, conversion_petro };
  });
  mount(r, ctx, calls.clientConventions, async ({ input, user }) => {
    const { page, conversion_petro } = await s.page('convention', input, clientOnly(user));
    return { conventions: page, conversion_petro };
  });
  // files: the signed copy, the document, the exports
  agreementsFiles(ctx, r, s);
  return r;
}
