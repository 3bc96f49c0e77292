// Thin routes of 'Dudas y Sugerencias' (client and staff).
import { Router } from 'express';
import { suggestionsCalls as calls } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { suggestionsService } from './suggestions.service.ts';

export function suggestionsRoutes(ctx: AppContext) {
  const r = Router();
  const s = suggestionsService(ctx);
  mount(r, ctx, calls.list, ({ input, user }) => s.list(user, input));
  mount(r, ctx, calls.create, ({ input, user }) => s.create(user, input));
  mount(r, ctx, calls.view, ({ input, user }) => s.detail(user, input.suggestion_id));
  mount(r, ctx, calls.delete, ({ input, user }) => s.remove(user, input));
  mount(r, ctx, calls.messages, ({ input, user }) => s.messages(user, input));
  mount(r, ctx, calls.send, ({ input, user }) => s.send(user, input));
  mount(r, ctx, calls.adminList, ({ input }) => s.adminList(input));
  mount(r, ctx, calls.adminView, ({ input, user }) => s.detail(user, input.suggestion_id));
  mount(r, ctx, calls.status, ({ input, user }) => s.status(user, input));
  return r;
}
