// The registration reference lists: the calls of contracts/references.ts.
import { Router } from 'express';
import { referencesCalls as calls } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { referenceService } from './reference.service.ts';

export function referencesRoutes(ctx: AppContext) {
  const r = Router();
  const refs = referenceService(ctx);
  mount(r, ctx, calls.documentTypes, () => refs.registrationReferences());
  mount(r, ctx, calls.phoneCodes, () => refs.registrationReferences());
  return r;
}
