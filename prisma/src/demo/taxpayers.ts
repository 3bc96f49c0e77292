// Every taxpayer of the rich demo, in the order they are registered (their property codes follow it).
import { BUSINESSES } from './businesses.ts';
import { RESIDENTS } from './residents.ts';

export const TAXPAYERS = [...RESIDENTS, ...BUSINESSES];
