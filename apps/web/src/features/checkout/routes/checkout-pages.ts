// The checkout screens travel as one download: they lead into one another, and one entry keeps
// the route table (on every first load) to a single list of chunks for all four.
export { CashierRoute } from './cashier';
export { ConfirmOrderRoute } from './confirm-order';
export { PayRoute } from './pay';
export { PaySuccessRoute } from './pay-success';
