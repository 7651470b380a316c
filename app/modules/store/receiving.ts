/** How a shop order reaches the customer. */
export const STORE_ORDER_RECEIVING = ["entrega", "retirada"] as const;
