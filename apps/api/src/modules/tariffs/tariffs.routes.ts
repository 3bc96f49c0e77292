import { Router } from 'express';
import { PERMISSIONS as P, type GlobalValueKey } from '@aseo/shared/constants';
import { economicActivityEditSchema, exchangeRateSchema, pageQuery, percentageSchema } from '@aseo/shared/schemas';
import type { AppContext } from '../../context.ts';
import { authenticate, currentUser, requirePermission } from '../../middleware/auth.ts';
import { streamExcel } from '../../lib/excel.ts';
import { input, intParam, parse, parseJsonFields } from '../../lib/http.ts';
import { globalValuesService } from './global-values.service.ts';
import { tariffsService, type presentActivity } from './tariffs.service.ts';

type Activity = ReturnType<typeof presentActivity>;

const VALUE_ROUTES: { path: string; key: GlobalValueKey; permission: string; schema: typeof percentageSchema | typeof exchangeRateSchema }[] = [
  { path: 'edit-iva', key: 'iva', permission: P.EDIT_IVA, schema: percentageSchema },
  { path: 'edit-retention', key: 'retention', permission: P.EDIT_RETENTION, schema: percentageSchema },
  { path: 'edit-bankInterest', key: 'bankInterest', permission: P.EDIT_INTEREST, schema: percentageSchema },
  { path: 'edit-dolar', key: 'conversion_dolar', permission: P.EDIT_DOLAR, schema: exchangeRateSchema },
  { path: 'edit-petro', key: 'conversion_petro', permission: P.EDIT_PETRO, schema: exchangeRateSchema },
];

export function tariffsRoutes(ctx: AppContext) {
  const r = Router();
  const tariffs = tariffsService(ctx);
  const values = globalValuesService(ctx);
  const base = '/admin/economic-activities';
  r.use(base, authenticate(ctx.tokens));

  r.all(base, requirePermission(P.VIEW_TARIFF), async (req, res) => {
    const q = parse(pageQuery, input(req));
    res.json(await tariffs.list(q.page, q.search));
  });

  r.get(`${base}/excel`, requirePermission(P.VIEW_TARIFF), async (req, res) => {
    const q = parse(pageQuery, req.query);
    await streamExcel<Activity>(res, 'tarifas.xlsx', 'Tarifas', [
      { header: 'Código', value: (a) => a.code },
      { header: 'Nombre', width: 50, value: (a) => a.name },
      { header: 'Área máxima (m2)', value: (a) => a.size },
      { header: 'Exento de IVA', value: (a) => (a.tax_free ? 'Si' : 'No') },
      ...[1, 2].flatMap((t) => {
        const label = t === 1 ? 'Aseo' : 'Disposición';
        const price = (a: Activity) => a.prices.find((p) => p.service_type_id === t);
        return [
          { header: `Factor comercial (${label})`, value: (a: Activity) => price(a)?.commercial_factor },
          { header: `Coeficiente adicional (${label})`, value: (a: Activity) => price(a)?.additional_coefficient },
          { header: `Factor de ajuste (${label})`, value: (a: Activity) => price(a)?.adjustment_factor },
        ];
      }),
    ], tariffs.exportRows(q.search));
  });

  r.all(`${base}/view`, requirePermission(P.VIEW_TARIFF), async (req, res) => {
    const q = input(req);
    res.json(await tariffs.view(intParam(q.economic_activity_id ?? q.id) ?? 0, typeof q.size === 'string' && /^\d+(\.\d+)?$/.test(q.size) ? q.size : undefined));
  });

  r.post(`${base}/edit`, requirePermission(P.EDIT_TARIFF), async (req, res) => {
    const data = parse(economicActivityEditSchema, parseJsonFields(req.body ?? {}, ['prices']));
    res.json(await tariffs.edit(currentUser(req), data));
  });

  for (const v of VALUE_ROUTES) {
    r.post(`${base}/${v.path}`, requirePermission(v.permission), async (req, res) => {
      const { amount } = parse(v.schema, req.body);
      res.json(await values.set(currentUser(req), v.key, amount));
    });
  }

  r.all(`${base}/history/:key`, requirePermission(P.VIEW_TARIFF), async (req, res) => {
    const key = VALUE_ROUTES.find((v) => v.key === req.params.key)?.key;
    res.json({ history: key ? await values.history(key) : [] });
  });
  return r;
}
