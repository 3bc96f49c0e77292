// Solvency certificates (000 section 5): a property is required and must have no debt.
import { MSG } from '../messages/index.ts';
import { dec, type Amount } from '../money/index.ts';
import { formObject, id } from './common.ts';

export const solvencySchema = formObject({ property_id: id(MSG.solvency.propertyRequired) });

/** 'La propiedad no se encuentra solvente' when the property's debt is above 0, else null. */
export const solvencyDebtError = (debt: Amount): string | null => (dec(debt).gt(0) ? MSG.solvency.notSolvent : null);
