import { describe, expect, it } from 'vitest';
import { GSTIN_EXAMPLE, messages } from '../messages';
import { GST_STATES_BY_NAME, gstinCheckCharacter, gstinProblem } from './gstin';
import { gymSettingsEditSchema } from './requests';
import { upiPayLink } from './upi';
import { whatsAppLink, whatsAppNumber } from './whatsapp';

describe('GSTIN', () => {
  it('accepts a GSTIN whose check character matches', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
  });

  it('refuses a typing mistake, a wrong shape and an unknown state', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checksum');
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('shape');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('shape');
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe('state');
  });

  it('gives as its example a GSTIN that passes its own check', () => {
    expect(messages.gstinInvalid).toContain(GSTIN_EXAMPLE);
    expect(gstinProblem(GSTIN_EXAMPLE)).toBeNull();
  });

  it('lists the states A to Z by name', () => {
    const names = GST_STATES_BY_NAME.map((s) => s.name);
    expect(names.slice(0, 3)).toEqual([
      'Andaman and Nicobar Islands',
      'Andhra Pradesh',
      'Arunachal Pradesh',
    ]);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names.indexOf('Bihar')).toBeLessThan(names.indexOf('Jammu and Kashmir'));
  });
});

describe('gym settings request', () => {
  const parse = (body: unknown) => gymSettingsEditSchema.safeParse(body);
  const errors = (body: unknown) => {
    const result = parse(body);
    if (result.success) return {};
    return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('fills the defaults: SAC 999723, 18%, prices including GST', () => {
    expect(parse({}).data).toEqual({
      legalName: null,
      address: null,
      phone: null,
      gstin: null,
      stateCode: null,
      sacCode: '999723',
      gstRateBasisPoints: 1800,
      pricesIncludeGst: true,
      upiId: null,
      hideRevenueFromStaff: false,
    });
  });

  it('upper-cases the GSTIN and takes the rate as a percentage', () => {
    expect(
      parse({ gstin: ' 27aapfu0939f1zv ', stateCode: '27', gstRate: '12.5', upiId: 'gym@okicici' })
        .data,
    ).toMatchObject({ gstin: '27AAPFU0939F1ZV', gstRateBasisPoints: 1250, upiId: 'gym@okicici' });
  });

  it('says which field is wrong', () => {
    expect(errors({ gstin: '27AAPFU0939F1ZW', stateCode: '27' })).toEqual({
      gstin: "This GSTIN's last character does not match: please check it for typing mistakes",
    });
    // The state is taken from the GSTIN's first two digits when none is chosen.
    expect(parse({ gstin: '27AAPFU0939F1ZV' }).data).toMatchObject({ stateCode: '27' });
    expect(errors({ gstin: '27AAPFU0939F1ZV', stateCode: '29' })).toEqual({
      stateCode: "The state must be the GSTIN's state (its first two digits: Maharashtra)",
    });
    expect(errors({ upiId: 'not a upi id' })).toHaveProperty('upiId');
    expect(errors({ upiId: 'gym@' })).toHaveProperty('upiId');
    expect(errors({ sacCode: '9997' })).toEqual({ sacCode: 'SAC code must be 6 digits' });
    expect(errors({ gstRate: '41' })).toHaveProperty('gstRate');
    expect(errors({ gstRate: '18.005' })).toHaveProperty('gstRate');
    expect(errors({ stateCode: '00' })).toEqual({
      stateCode: 'Please choose a state from the list',
    });
  });
});

describe('UPI link', () => {
  it('encodes every value and gives the amount in rupees with two decimals', () => {
    expect(
      upiPayLink({
        upiId: 'fit.gym@okhdfcbank',
        payeeName: 'Fit & Fine Gym',
        amountPaise: 150_050,
        note: 'Membership RCP/2026-27/000001',
      }),
    ).toBe(
      'upi://pay?pa=fit.gym%40okhdfcbank&pn=Fit%20%26%20Fine%20Gym&am=1500.50&cu=INR&tn=Membership%20RCP%2F2026-27%2F000001',
    );
  });
});

describe('WhatsApp link', () => {
  it('puts +91 before an Indian number without a country code', () => {
    expect(whatsAppNumber('98765 43210')).toBe('919876543210');
    expect(whatsAppNumber('098765-43210')).toBe('919876543210');
    expect(whatsAppNumber('+91 98765 43210')).toBe('919876543210');
    expect(whatsAppNumber('+44 20 7946 0958')).toBe('442079460958');
    expect(whatsAppNumber('0044 20 7946 0958')).toBe('442079460958');
    expect(whatsAppNumber('12')).toBeNull();
  });

  it('fills in the text', () => {
    expect(whatsAppLink('9876543210', 'Hello Asha, ₹500.00 due')).toBe(
      'https://wa.me/919876543210?text=Hello%20Asha%2C%20%E2%82%B9500.00%20due',
    );
  });
});
