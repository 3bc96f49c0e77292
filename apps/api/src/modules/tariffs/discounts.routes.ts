// 'Descuentos': the discount calls of contracts/tariffs.ts.
import { Router } from 'express';
import { tariffsCalls as calls } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { discountsService } from './discounts.service.ts';

export function discountsRoutes(ctx: AppContext) {
  const r = Router();
  const discounts = discountsService(ctx);
  mount(r, ctx, calls.discounts, ({ input }) => discounts.list(input.page));
  mount(r, ctx, calls.createDiscount, ({ input, user }) => discounts.save(user, input));
  mount(r, ctx, calls.discount, ({ input }) => discounts.get(input.id));
  mount(r, ctx, calls.editDiscount, ({ input: { id, ...discount }, user }) => discounts.save(user, discount, id));
  mount(r, ctx, calls.deleteDiscount, ({ input, user }) => discounts.remove(user, input.id));
  return r;
}
