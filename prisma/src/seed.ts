export { seedDemo, DEMO_PASSWORD } from './seed-demo.ts';
