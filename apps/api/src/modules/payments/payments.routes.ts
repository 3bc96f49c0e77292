// Thin routes of a bill after the desk (docs/payments.md).
import { Router } from 'express';
import { billsCalls as calls } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { billsService } from './bills.service.ts';

export function paymentsRoutes(ctx: AppContext) {
  const r = Router();
  const bills = billsService(ctx);
  mount(r, ctx, calls.detail, ({ input }) => bills.detail(input.bill_id));
  mount(r, ctx, calls.status, ({ input, user }) => bills.changeStatus(user, input));
  mount(r, ctx, calls.delete, ({ input, user }) => bills.remove(user, input.id));
  mount(r, ctx, calls.delivery, ({ input, user }) => bills.delivery(user, input));
  mount(r, ctx, calls.controlNumber, ({ input, user }) => bills.controlNumber(user, input));
  mount(r, ctx, calls.date, ({ input, user }) => bills.date(user, input));
  return r;
}
