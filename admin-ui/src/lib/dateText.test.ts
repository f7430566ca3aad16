import { describe, expect, it } from 'vitest';
import { dateTextToIso, dateTextValue, isoToDateText, maskDateText } from './dateText';

describe('dd/mm/yyyy date entry', () => {
  it('shows an ISO date the gym’s way and reads it back', () => {
    expect(isoToDateText('2026-11-05')).toBe('05/11/2026');
    expect(dateTextToIso('05/11/2026')).toBe('2026-11-05');
  });

  it('refuses days that do not exist and half-typed dates', () => {
    expect(dateTextToIso('31/02/2026')).toBeNull();
    expect(dateTextToIso('29/02/2025')).toBeNull();
    expect(dateTextToIso('29/02/2024')).toBe('2024-02-29');
    expect(dateTextToIso('05/11/26')).toBeNull();
  });

  it('inserts the slashes as digits are typed, and lets a slash be deleted', () => {
    expect(maskDateText('2')).toBe('2');
    expect(maskDateText('25')).toBe('25');
    expect(maskDateText('251')).toBe('25/1');
    expect(maskDateText('25112026')).toBe('25/11/2026');
    expect(maskDateText('25/11/20269')).toBe('25/11/2026');
    expect(maskDateText('25/1')).toBe('25/1');
  });

  it('pads a one-digit day or month closed by a separator, and takes a pasted ISO date', () => {
    expect(maskDateText('5/')).toBe('05');
    expect(maskDateText('5/3/2026')).toBe('05/03/2026');
    expect(maskDateText('5.3.2026')).toBe('05/03/2026');
    expect(maskDateText('2026-03-05')).toBe('05/03/2026');
    expect(maskDateText('ab')).toBe('');
  });

  it('gives the form an ISO date, nothing, or the text for its date rule to name', () => {
    expect(dateTextValue('05/03/2026')).toBe('2026-03-05');
    expect(dateTextValue('')).toBe('');
    expect(dateTextValue('05/03')).toBe('05/03');
  });
});
