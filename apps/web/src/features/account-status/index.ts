// Public surface of the account-status feature: the 'Pagos Pendientes' modal (the cash desk and the
// taxpayer screens open it too). The screens are loaded by the router.
export { PaymentsModal } from './components/PaymentsModal.tsx';
