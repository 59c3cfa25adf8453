/** The counter's steps carry the draft in the query (`?bill=<id>`), so a reload keeps the place. */
export const posPaths = {
  start: '/pos',
  employee: (billId: string) => `/pos/chooseEmployee?bill=${encodeURIComponent(billId)}`,
  cart: (billId: string) => `/pos/cart?bill=${encodeURIComponent(billId)}`,
  bill: (billId: string) => `/pos/${encodeURIComponent(billId)}`,
  revenue: '/pos/revenue',
};
