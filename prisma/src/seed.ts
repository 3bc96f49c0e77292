export { seedDemo, DEMO_PASSWORD, type SeedDemoOptions } from './seed-demo.ts';
export type { RichDemoOptions } from './demo/index.ts';
