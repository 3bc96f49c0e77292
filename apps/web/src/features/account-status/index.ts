// Public surface of the account-status feature: the 'Pagos Pendientes' modal (the cash desk and the
// taxpayer screens open it too). The screens are loaded by the router.
export { PaymentsModal } from './components/PaymentsModal.tsx';
// the one-field dialog of the Record de Cuenta's actions (a reason, an amount): the desks ask a deletion's reason with it
export { ask, type Ask } from './components/admin/ask.tsx';
