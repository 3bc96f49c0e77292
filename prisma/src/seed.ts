export { seedReference, BANKS } from './seed-reference.ts';
export { seedDemo, DEMO_PASSWORD } from './seed-demo.ts';
export { nextCounter, nextPropertyCode, newCrypt } from './counters.ts';
