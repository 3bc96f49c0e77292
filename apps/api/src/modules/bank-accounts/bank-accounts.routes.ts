// 'Cuentas Bancarias': the calls of contracts/bank-accounts.ts.
import { Router } from 'express';
import { bankAccountsCalls as calls } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { bankAccountsService } from './bank-accounts.service.ts';

export function bankAccountsRoutes(ctx: AppContext) {
  const r = Router();
  const accounts = bankAccountsService(ctx);
  mount(r, ctx, calls.list, ({ input }) => accounts.list(input.page, input.search));
  mount(r, ctx, calls.create, ({ input, user }) => accounts.save(user, input));
  mount(r, ctx, calls.edit, ({ input: { bank_account_id, ...account }, user }) => accounts.save(user, account, bank_account_id));
  mount(r, ctx, calls.status, ({ input, user }) => accounts.setStatus(user, input.bank_account_id, input.status));
  mount(r, ctx, calls.remove, ({ input, user }) => accounts.remove(user, input.bank_account_id));
  return r;
}
