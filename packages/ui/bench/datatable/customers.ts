// The harness's data, shared by the page (its references) and the list's chunk: 100,000 customers.
export interface Customer {
  id: string;
  name: string;
  email: string;
  orders: number;
  spentMinor: number;
}

export const ROWS = 100_000;
export const rows: Customer[] = Array.from({ length: ROWS }, (_, index) => ({
  id: `cus_${index + 1}`,
  name: `Customer ${index + 1}`,
  email: `customer${index + 1}@example.com`,
  orders: (index * 7) % 97,
  spentMinor: ((index * 7919) % 1_000_000) * 10,
}));

export const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const getRowHref = (row: Customer) => `#/customers/${row.id}`;
