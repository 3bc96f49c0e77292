// Economic-activity history calls (contracts/activity-histories.ts, 000 section 7):
// admin/activity-histories GET (paged), POST, PUT/DELETE /{id}, GET /property/{id}, and the names
// the screens use: getByProperty, create, delete.
import { Router } from 'express';
import { activityHistoriesCalls as calls } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { activityHistoriesService } from './activity-histories.service.ts';

export function activityHistoriesRoutes(ctx: AppContext) {
  const r = Router();
  const service = activityHistoriesService(ctx);

  mount(r, ctx, calls.list, ({ input }) => service.list(input));
  mount(r, ctx, calls.byPropertyPath, ({ input }) => service.byProperty(input.id));
  mount(r, ctx, calls.byProperty, ({ input }) => service.byProperty(input.property_id));
  mount(r, ctx, calls.store, ({ input, user }) => service.create(user, input));
  mount(r, ctx, calls.create, ({ input, user }) => service.create(user, input));
  mount(r, ctx, calls.update, ({ input: { id, ...history }, user }) => service.update(user, id, history));
  mount(r, ctx, calls.destroy, ({ input, user }) => service.remove(user, input.id));
  mount(r, ctx, calls.remove, ({ input, user }) => service.remove(user, input.id));
  return r;
}
