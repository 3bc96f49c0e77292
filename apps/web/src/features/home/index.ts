export { default as StaffHomeScreen } from './routes/StaffHomeScreen.tsx';
export { default as ClientHomeScreen } from './routes/ClientHomeScreen.tsx';
