/** What has been paid on an order and what is still open (decision 028): order-payments.server.ts. */
export { orderBalance } from "~/models/order-payments.server";
