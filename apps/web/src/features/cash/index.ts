// What other features use of the cash desks: the taxpayer's payment form ('Registrar Pago' in
// 'Pagos' shows it in a modal) and the payment data of a prefactura.
export { default as CashScreen } from './routes/CashScreen.tsx';
export { CompletePrefacturaModal } from './components/CompletePrefacturaModal.tsx';
