// Staff calls on one property: parent by code, disincorporation, and the account-statement mail
// flags (000 section 7: properties/update/{id}/parent, admin/clients/{id}/disincorporate,
// properties/{id}/can-be-sent | refresh | manual-sent | notification-sent, properties/send-mails).
import { Router, type Request } from 'express';
import { z } from 'zod';
import { PERMISSIONS as P } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { dateText, disincorporateSchema, formObject, makeAddParentSchema } from '@aseo/shared/schemas';
import type { AppContext } from '../../context.ts';
import { authenticate, currentUser, requirePermission } from '../../middleware/auth.ts';
import { input, intParam, parse } from '../../lib/http.ts';
import { propertyOpsService } from './property-ops.service.ts';
import { statementMailService } from './statement-mail.service.ts';

const flagValue = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? undefined : v === true || v === 'true' ? 1 : v === false || v === 'false' ? 0 : v),
  z.coerce.number({ error: MSG.server.invalidData }).int().min(0, MSG.server.invalidData).max(1, MSG.server.invalidData).optional(),
);
const notificationBody = formObject({ date: dateText(MSG.server.requiredField) });

export function propertyOpsRoutes(ctx: AppContext) {
  const r = Router();
  const ops = propertyOpsService(ctx);
  const mails = statementMailService(ctx);
  const pathId = (req: Request) => intParam(req.params.id) ?? 0;
  r.use(['/properties', '/admin/clients'], authenticate(ctx.tokens));

  r.post('/properties/update/:id/parent', requirePermission(P.CREATE_CLIENTS), async (req, res) => {
    const id = pathId(req);
    const own = await ctx.db.property.findFirst({ where: { id, deleted_at: null }, select: { code: true } });
    const { findParentId } = parse(makeAddParentSchema(own?.code ?? ''), input(req));
    res.json(await ops.setParent(currentUser(req), id, findParentId));
  });
  r.post('/admin/clients/:id/disincorporate', requirePermission(P.DELETE_CLIENTS), async (req, res) => {
    const { disincorporate } = parse(disincorporateSchema, input(req));
    res.json(await ops.disincorporate(currentUser(req), pathId(req), disincorporate));
  });

  r.post('/properties/send-mails', requirePermission(P.MAIL_ACCOUNT_RECORD), async (req, res) => {
    res.json(await mails.sendDue(currentUser(req)));
  });
  r.post('/properties/:id/can-be-sent', requirePermission(P.MAIL_ACCOUNT_RECORD), async (req, res) => {
    const body = input(req);
    const value = parse(flagValue, body.canBeSent ?? body.can_be_sent ?? body.status);
    res.json(await ops.setCanBeSent(currentUser(req), pathId(req), value));
  });
  r.post('/properties/:id/refresh', requirePermission(P.MAIL_ACCOUNT_RECORD), async (req, res) => {
    res.json(await ops.refresh(currentUser(req), pathId(req)));
  });
  r.post('/properties/:id/manual-sent', requirePermission(P.MAIL_ACCOUNT_RECORD), async (req, res) => {
    res.json(await mails.sendOne(currentUser(req), pathId(req)));
  });
  r.post('/properties/:id/notification-sent', requirePermission(P.MAIL_ACCOUNT_RECORD), async (req, res) => {
    const raw = String(input(req).date ?? '').trim();
    const { date } = parse(notificationBody, { date: raw.slice(0, 10) });
    const time = /\d{2}:\d{2}(:\d{2})?$/.exec(raw.slice(10))?.[0];
    res.json(await ops.notificationDate(currentUser(req), pathId(req), date, time));
  });
  return r;
}
