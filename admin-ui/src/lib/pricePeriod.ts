/**
 * What a plan's price is per, as an i18n key and its count: 30 days "/month", 90 "/3 months",
 * 365 "/year", any other duration "/N days". The UI translates `app.plans.per.{key}`.
 */
export type PricePeriod =
  { key: 'month' | 'threeMonths' | 'year'; days: number } | { key: 'days'; days: number };

export function pricePeriod(days: number): PricePeriod {
  switch (days) {
    case 30:
      return { key: 'month', days };
    case 90:
      return { key: 'threeMonths', days };
    case 365:
      return { key: 'year', days };
    default:
      return { key: 'days', days };
  }
}
