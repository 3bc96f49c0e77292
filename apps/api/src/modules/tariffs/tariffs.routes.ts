// 'Tarifas': the calls of contracts/tariffs.ts on economic activities and global values.
import { Router } from 'express';
import { GLOBAL_VALUE_KEYS } from '@aseo/shared/constants';
import { tariffsCalls as calls } from '@aseo/shared/contracts';
import type { AppContext } from '../../context.ts';
import { mount } from '../../lib/contract.ts';
import { streamExcel, type ExcelColumn } from '../../lib/excel.ts';
import { globalValuesService } from './global-values.service.ts';
import { tariffsService, type presentActivity } from './tariffs.service.ts';

type Activity = ReturnType<typeof presentActivity>;

/** admin/economic-activities/excel: sizes with 2 decimals, factors with 4 (UCD), all as numbers. */
const EXCEL_COLUMNS: ExcelColumn<Activity>[] = [
  { header: 'Código', key: 'code', width: 12, kind: 'text' },
  { header: 'Nombre', key: 'name', width: 50, kind: 'text' },
  { header: 'Área máxima (m2)', key: 'size', width: 18, kind: 'decimal2' },
  { header: 'Exento de IVA', key: 'tax_free', width: 14, kind: 'text', value: (a) => (a.tax_free ? 'Si' : 'No') },
  ...[1, 2].flatMap((t): ExcelColumn<Activity>[] => {
    const label = t === 1 ? 'Aseo' : 'Disposición';
    const price = (a: Activity) => a.prices.find((p) => p.service_type_id === t);
    return [
      { header: `Factor comercial (${label})`, key: `commercial_factor_${t}`, width: 26, kind: 'decimal4', value: (a) => price(a)?.commercial_factor },
      {
        header: `Coeficiente adicional (${label})`,
        key: `additional_coefficient_${t}`,
        width: 30,
        kind: 'decimal4',
        value: (a) => price(a)?.additional_coefficient,
      },
      { header: `Factor de ajuste (${label})`, key: `adjustment_factor_${t}`, width: 26, kind: 'decimal4', value: (a) => price(a)?.adjustment_factor },
    ];
  }),
];

export function tariffsRoutes(ctx: AppContext) {
  const r = Router();
  const tariffs = tariffsService(ctx);
  const values = globalValuesService(ctx);

  mount(r, ctx, calls.list, ({ input }) => tariffs.list(input.page, input.search));
  mount(r, ctx, calls.excel, ({ input, res }) => streamExcel(res, 'tarifas.xlsx', 'Tarifas', EXCEL_COLUMNS, tariffs.exportRows(input.search)));
  mount(r, ctx, calls.view, ({ input }) => tariffs.view(input.economic_activity_id ?? input.id ?? 0, input.size));
  mount(r, ctx, calls.edit, ({ input, user }) => tariffs.edit(user, input));

  mount(r, ctx, calls.editIva, ({ input, user }) => values.set(user, 'iva', input.amount));
  mount(r, ctx, calls.editRetention, ({ input, user }) => values.set(user, 'retention', input.amount));
  mount(r, ctx, calls.editBankInterest, ({ input, user }) => values.set(user, 'bankInterest', input.amount));
  mount(r, ctx, calls.editDolar, ({ input, user }) => values.set(user, 'conversion_dolar', input.amount));
  mount(r, ctx, calls.editPetro, ({ input, user }) => values.set(user, 'conversion_petro', input.amount));

  mount(r, ctx, calls.history, async ({ input }) => {
    const key = GLOBAL_VALUE_KEYS.find((k) => k === input.key);
    return { history: key ? await values.history(key) : [] };
  });
  return r;
}
