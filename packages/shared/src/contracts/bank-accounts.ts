// 'Cuentas Bancarias' (000 section 7 "Bank accounts").
import { z } from 'zod';
import { PERMISSIONS as P } from '../constants/index.ts';
import { bankAccountSchema, formObject, id, pageQuery, statusChangeSchema } from '../schemas/index.ts';
import { defineCall } from './define.ts';
import { messageResponse, named, page } from './common.ts';

const accountId = formObject({ bank_account_id: id() });

export const bankAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  bank_id: z.number().int(),
  account_type_id: z.number().int(),
  document_type_id: z.number().int(),
  document: z.string(),
  full_document: z.string(),
  number: z.string(),
  phone: z.string().nullable(),
  status: z.number().int(),
  bank: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  account_type: named,
});
export type BankAccount = z.infer<typeof bankAccount>;

const documentType = z.object({ id: z.number().int(), name: z.string(), prefix: z.string(), max_length: z.number().int() }).loose();

const tags = ['bank-accounts'] as const;

export const bankAccountsCalls = {
  list: defineCall({
    id: 'bank-accounts.list',
    summary: 'Cuentas bancarias del municipio, paginadas y filtradas, con las listas de referencia del formulario',
    methods: ['POST', 'GET'],
    path: '/admin/bank-accounts/get',
    access: { kind: 'staff', permission: P.VIEW_BANK_ACCOUNTS },
    request: pageQuery,
    response: z.object({
      accounts: page(bankAccount),
      document_types: z.array(documentType),
      account_types: z.array(named.loose()),
      banks: z.array(named.loose()),
    }),
    tags,
  }),
  create: defineCall({
    id: 'bank-accounts.create',
    summary: 'Crea una cuenta bancaria',
    methods: ['POST'],
    path: '/admin/bank-accounts/create',
    access: { kind: 'staff', permission: P.CREATE_BANK_ACCOUNTS },
    request: bankAccountSchema,
    response: messageResponse.extend({ account: bankAccount }),
    tags,
  }),
  edit: defineCall({
    id: 'bank-accounts.edit',
    summary: 'Modifica una cuenta bancaria',
    methods: ['POST'],
    path: '/admin/bank-accounts/edit',
    access: { kind: 'staff', permission: P.CREATE_BANK_ACCOUNTS },
    request: z.intersection(accountId, bankAccountSchema),
    response: messageResponse.extend({ account: bankAccount }),
    tags,
  }),
  status: defineCall({
    id: 'bank-accounts.status',
    summary: 'Activa o desactiva una cuenta bancaria',
    methods: ['POST'],
    path: '/admin/bank-accounts/status',
    access: { kind: 'staff', permission: P.CREATE_BANK_ACCOUNTS },
    request: formObject({ bank_account_id: id(), status: statusChangeSchema.shape.status }),
    response: messageResponse,
    tags,
  }),
  remove: defineCall({
    id: 'bank-accounts.delete',
    summary: 'Elimina una cuenta bancaria',
    methods: ['POST'],
    path: '/admin/bank-accounts/delete',
    access: { kind: 'staff', permission: P.DELETE_BANK_ACCOUNTS },
    request: accountId,
    response: messageResponse,
    tags,
  }),
} as const;
