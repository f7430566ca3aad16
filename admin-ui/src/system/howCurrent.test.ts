import { describe, expect, it } from 'vitest';
import { howCurrent } from './howCurrent';

const at = (events: number, lagSeconds: number) => howCurrent({ behind: { events }, lagSeconds });

describe('how current a read model is', () => {
  it('says up to date, or how far behind in time, never a position', () => {
    expect(at(0, 0)).toEqual({ key: 'app.system.status.current' });
    expect(at(3, 12)).toEqual({ key: 'app.system.status.behindSeconds' });
    expect(at(3, 125)).toEqual({
      key: 'app.system.status.behindMinutes',
      options: { minutes: 2 },
    });
    expect(at(100, 3 * 3600 + 59)).toEqual({
      key: 'app.system.status.behindHours',
      options: { hours: 3 },
    });
    expect(at(100, 5 * 86400)).toEqual({
      key: 'app.system.status.behindDays',
      options: { days: 5 },
    });
  });
});
