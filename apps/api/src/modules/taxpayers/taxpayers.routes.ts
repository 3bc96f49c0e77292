// 'Contribuyentes': the JSON calls of contracts/taxpayers.ts (the files are in taxpayers.files.routes.ts).
import { Router } from 'express';
import { taxpayersCalls as calls } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { referenceService } from '../references/index.ts';
import { taxpayersService } from './taxpayers.service.ts';
import { taxpayersQuery } from './taxpayers.query.ts';
import { retentionRequests } from './taxpayers.retention.ts';

export function taxpayersRoutes(ctx: AppContext) {
  const r = Router();
  const service = taxpayersService(ctx);
  const query = taxpayersQuery(ctx.db, ctx.userChanges);
  const refs = referenceService(ctx);
  const retention = retentionRequests(ctx);

  mount(r, ctx, calls.list, ({ input }) => query.list(input));
  mount(r, ctx, calls.get, async ({ input }) => ({
    ...(await query.getUser(input.id ?? 0, input.propertyId ?? input.property_id)),
    ...(await refs.registrationReferences()),
  }));
  mount(r, ctx, calls.documentTypes, () => refs.registrationReferences());
  mount(r, ctx, calls.validate, ({ input: { id, is_child, user_id, ...client } }) =>
    service.validate(client, { id, isChild: Boolean(is_child), formUserId: user_id }),
  );
  mount(r, ctx, calls.create, ({ input: { property, is_child, user_id, ...client }, user }) =>
    service.create(user, client, property, { isChild: Boolean(is_child), formUserId: user_id }),
  );
  mount(r, ctx, calls.edit, ({ input: { id, ...client }, user }) => service.edit(user, id, client));
  mount(r, ctx, calls.confirmRetention, ({ input, user }) => retention.confirm(user, input.id));
  mount(r, ctx, calls.refuseRetention, ({ input, user }) => retention.refuse(user, input.id));
  mount(r, ctx, calls.status, ({ input, user }) => service.setStatus(user, input.id, input.status));
  mount(r, ctx, calls.remove, ({ input, user }) => service.remove(user, input.id));
  mount(r, ctx, calls.searchProperties, ({ input }) => query.searchProperties(input));
  return r;
}
