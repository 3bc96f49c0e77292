// Staff calls on one property (contracts/properties.ts): parent by code, disincorporation, and the
// account-statement mail flags (000 section 7: properties/update/{id}/parent,
// admin/clients/{id}/disincorporate, properties/{id}/can-be-sent | refresh | manual-sent |
// notification-sent, properties/send-mails).
import { Router } from 'express';
import { propertiesCalls as calls } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { propertyOpsService } from './property-ops.service.ts';
import { statementMailService } from './statement-mail.service.ts';

export function propertyOpsRoutes(ctx: AppContext) {
  const r = Router();
  const ops = propertyOpsService(ctx);
  const mails = statementMailService(ctx);

  mount(r, ctx, calls.setParent, ({ input, user }) => ops.setParent(user, input.id, input.findParentId));
  mount(r, ctx, calls.disincorporate, ({ input, user }) => ops.disincorporate(user, input.id, input.disincorporate));
  mount(r, ctx, calls.sendMails, ({ user }) => mails.sendDue(user));
  mount(r, ctx, calls.canBeSent, ({ input, user }) => ops.setCanBeSent(user, input.id, input.canBeSent ?? input.can_be_sent ?? input.status));
  mount(r, ctx, calls.refresh, ({ input, user }) => ops.refresh(user, input.id));
  mount(r, ctx, calls.manualSent, ({ input, user }) => mails.sendOne(user, input.id));
  mount(r, ctx, calls.notificationSent, ({ input, user }) => ops.notificationDate(user, input.id, input.date, input.time));
  return r;
}
