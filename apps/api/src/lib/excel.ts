// Excel exports streamed with exceljs' writer: rows are committed as they come, so memory stays
// flat however long the list is.
import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { attachFile } from './http-files.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ExcelColumn<T> = { header: string; width?: number; value: (row: T) => string | number | null | undefined };

export async function streamExcel<T>(res: Response, fileName: string, sheet: string, columns: ExcelColumn<T>[], rows: AsyncIterable<T>) {
  attachFile(res, fileName, XLSX_TYPE);
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true });
  const ws = wb.addWorksheet(sheet);
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 18 }));
  ws.getRow(1).font = { bold: true };
  let n = 0;
  for await (const row of rows) {
    ws.addRow(columns.map((c) => c.value(row) ?? '')).commit();
    if (++n % 1000 === 0) await new Promise((r) => setImmediate(r));
  }
  ws.commit();
  await wb.commit();
}
