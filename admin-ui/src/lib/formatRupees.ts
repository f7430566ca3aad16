const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** "1500.00" or 1500 → "₹1,500"; anything that is not a finite number → "₹0". */
export function formatRupees(value: string | number | null | undefined): string {
  const amount = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return rupees.format(Number.isFinite(amount) ? amount : 0);
}
