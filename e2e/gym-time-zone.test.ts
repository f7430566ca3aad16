import { describe, expect, it } from 'vitest';
import { calendarDateIn, DEFAULT_TIME_ZONE, type PaymentDto } from '@gym/contracts';
import { api } from './support/api';
import { hasChromium, signIn, toast, useHarness, visible } from './support/harness';
import { field } from './support/memberForm';

const MINUTE = 60_000;

/** For how many minutes from `from` a zone's date stays different from Asia/Kolkata's. */
function minutesApart(zone: string, from: Date): number {
  let minutes = 0;
  while (minutes < 24 * 60) {
    const at = new Date(from.getTime() + minutes * MINUTE);
    if (calendarDateIn(zone, at) === calendarDateIn(DEFAULT_TIME_ZONE, at)) break;
    minutes += 1;
  }
  return minutes;
}

/**
 * A gym whose calendar date is not India's right now: UTC+14 is a day ahead of India from 10:00
 * to 18:30 UTC, UTC-11 a day behind for the rest; the one that stays apart the longer is taken.
 */
const ZONE = ['Pacific/Kiritimati', 'Pacific/Pago_Pago']
  .map((zone) => ({ zone, minutes: minutesApart(zone, new Date()) }))
  .sort((a, b) => b.minutes - a.minutes)[0]!.zone;

const zoneToday = () => calendarDateIn(ZONE, new Date());
/** A date as the form shows it (dd/mm/yyyy). */
const shown = (date: string) => date.split('-').reverse().join('/');

describe.skipIf(!hasChromium)(`the UI's today in a gym at ${ZONE}`, () => {
  const harness = useHarness({ timeZone: ZONE });

  it("dates a new payment the gym's today, and the server accepts it", async () => {
    const { page } = await harness.newPage({ width: 1366, height: 768 });
    await signIn(page, harness.base, 'admin', 'admin123');
    const data = api(page, harness.base);
    const plan = await data.createPlan('Zone Plan', '1500');
    const member = await data.createMember('Zone', 'Visitor', 'zone@example.com');
    const membership = await data.createMembership(member.id, plan);

    await page.goto(`${harness.base}/payments/${membership.id}/record`, { waitUntil: 'commit' });
    await visible(page.getByTestId('payment-summary'));
    expect(await field(page, 'Payment Date').inputValue()).toBe(shown(zoneToday()));
    await field(page, 'Payment Amount').fill('200');
    await page.getByRole('button', { name: 'Record Payment' }).click();
    await toast(page, 'Payment Recorded');

    const filter = encodeURIComponent(JSON.stringify({ membershipId: membership.id }));
    const response = await page.request.get(`${harness.base}/api/payments/all?filter=${filter}`);
    const payments = (await response.json()) as PaymentDto[];
    expect(payments).toMatchObject([{ amount: '200.00', paymentDay: zoneToday() }]);
  });
});
