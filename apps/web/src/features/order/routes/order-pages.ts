// The order list and an order's page travel as one download, for the same reason as the
// checkout's: one entry in the route table that every first load carries.
export { MyOrderRoute } from './my-order';
export { OrderDetailRoute } from './order-detail';
