import { describe, expect, it } from 'vitest';
import { formatPriceInput, toPlanRequest } from './planPayload';

describe('formatPriceInput', () => {
  it('shows whole rupees without ".00" and paise with two decimals', () => {
    expect(formatPriceInput('4000.00')).toBe('4000');
    expect(formatPriceInput(4000)).toBe('4000');
    expect(formatPriceInput('4000.50')).toBe('4000.50');
    expect(formatPriceInput(4000.5)).toBe('4000.50');
  });

  it('leaves empty and odd values as they are', () => {
    expect(formatPriceInput(null)).toBe('');
    expect(formatPriceInput(undefined)).toBe('');
    expect(formatPriceInput('')).toBe('');
    expect(formatPriceInput(4000.555)).toBe('4000.555');
  });
});

describe('toPlanRequest', () => {
  it('still sends the price as a decimal string', () => {
    const body = toPlanRequest({
      name: 'Gold',
      description: '',
      price: 4000,
      duration: 30,
      features: [],
      isActive: true,
    } as never);
    expect(body.price).toBe('4000.00');
  });
});
