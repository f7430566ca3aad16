import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nContext } from 'react-admin';
import type { VisitsPerDayDto } from '@gym/contracts';
import { i18nProvider } from '../providers/i18nProvider';
import { VisitsPerDayTable } from './VisitsPerDayTable';

/** The table's lines as their cells' texts. */
function lines(data: VisitsPerDayDto): string[][] {
  const html = renderToStaticMarkup(
    <I18nContext.Provider value={i18nProvider}>
      <VisitsPerDayTable data={data} />
    </I18nContext.Provider>,
  );
  return [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => cell[1]!),
  );
}

describe('the visits per day table', () => {
  it("names both figures and totals the range's visits and its different members", () => {
    // One member at two branches today, and at one yesterday.
    expect(
      lines({
        from: '2026-11-19',
        to: '2026-11-20',
        days: 2,
        rows: [
          { day: '2026-11-20', visits: 2, members: 1 },
          { day: '2026-11-19', visits: 1, members: 1 },
        ],
        total: 3,
        membersInRange: 1,
      }),
    ).toEqual([
      ['Day', 'Visits', 'Members who came'],
      ['20 Nov 2026', '2', '1'],
      ['19 Nov 2026', '1', '1'],
      ['Total', '3', '1'],
    ]);
  });
});
