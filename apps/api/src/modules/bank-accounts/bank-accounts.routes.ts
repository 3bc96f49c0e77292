import { Router } from 'express';
import { PERMISSIONS as P } from '@aseo/shared/constants';
import { bankAccountSchema, formObject, id, pageQuery, statusChangeSchema } from '@aseo/shared/schemas';
import type { AppContext } from '../../context.ts';
import { authenticate, currentUser, requirePermission } from '../../middleware/auth.ts';
import { input, parse } from '../../lib/http.ts';
import { bankAccountsService } from './bank-accounts.service.ts';

const accountId = formObject({ bank_account_id: id() });

export function bankAccountsRoutes(ctx: AppContext) {
  const r = Router();
  const accounts = bankAccountsService(ctx);
  const base = '/admin/bank-accounts';
  r.use(base, authenticate(ctx.tokens));

  r.all(`${base}/get`, requirePermission(P.VIEW_BANK_ACCOUNTS), async (req, res) => {
    const q = parse(pageQuery, input(req));
    res.json(await accounts.list(q.page, q.search));
  });
  r.post(`${base}/create`, requirePermission(P.CREATE_BANK_ACCOUNTS), async (req, res) => {
    res.json(await accounts.save(currentUser(req), parse(bankAccountSchema, req.body)));
  });
  r.post(`${base}/edit`, requirePermission(P.CREATE_BANK_ACCOUNTS), async (req, res) => {
    const { bank_account_id } = parse(accountId, req.body);
    res.json(await accounts.save(currentUser(req), parse(bankAccountSchema, req.body), bank_account_id));
  });
  r.post(`${base}/status`, requirePermission(P.CREATE_BANK_ACCOUNTS), async (req, res) => {
    const { bank_account_id } = parse(accountId, req.body);
    const { status } = parse(statusChangeSchema, { id: bank_account_id, status: req.body?.status });
    res.json(await accounts.setStatus(currentUser(req), bank_account_id, status));
  });
  r.post(`${base}/delete`, requirePermission(P.DELETE_BANK_ACCOUNTS), async (req, res) => {
    const { bank_account_id } = parse(accountId, req.body);
    res.json(await accounts.remove(currentUser(req), bank_account_id));
  });
  return r;
}
