/** What has been paid on an order and what is still open (issue 30): order-payments.server.ts. */
export { orderBalance } from "~/models/order-payments.server";
