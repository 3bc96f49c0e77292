export { default as StaffHomeScreen } from './routes/StaffHomeScreen.tsx';
