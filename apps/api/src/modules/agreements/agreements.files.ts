// The agreements' files (docs/agreements.md): the signed copy (upload, download), the agreement
// document (PDF) and the list exports (Excel, PDF) are mounted here by agreements.routes.ts; until
// they land these calls of the contract answer as unknown paths.
import type { Router } from 'express';
import type { AppContext } from '../../context.ts';
import type { AgreementsService } from './agreements.service.ts';

export function agreementsFiles(_ctx: AppContext, _r: Router, _s: AgreementsService) {}
