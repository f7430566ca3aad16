import { describe, it } from 'vitest';
import {
  defaultGymSettings,
  messages,
  type GymSettings,
  type GymSettingsEvent,
} from '@gym/contracts';
import { specFor } from '../../../scripts/test/givenWhenThen';
import { gymSettingsDecider } from './decider';

const given = specFor(gymSettingsDecider);

const registered: GymSettings = {
  ...defaultGymSettings(),
  legalName: 'Iron Temple Fitness LLP',
  address: '12 MG Road, Bengaluru',
  phone: '+91 80 4000 1234',
  gstin: '29ABCDE1234F1ZW',
  stateCode: '29',
  upiId: 'irontemple@okhdfcbank',
};
const changed = (settings: GymSettings): GymSettingsEvent => ({
  type: 'GymSettingsChanged',
  data: settings,
});
const change = (settings: GymSettings) => ({ type: 'ChangeGymSettings' as const, settings });

describe('gym settings decider', () => {
  it('records the first settings, even the defaults', () => {
    given([])
      .when(change(registered))
      .then([changed(registered)]);
    given([])
      .when(change(defaultGymSettings()))
      .then([changed(defaultGymSettings())]);
  });

  it('records a change with every new value', () => {
    const next = { ...registered, gstRateBasisPoints: 1200, pricesIncludeGst: false };
    given([changed(registered)])
      .when(change(next))
      .then([changed(next)]);
  });

  it('records nothing when nothing changed', () => {
    given([changed(registered)])
      .when(change({ ...registered }))
      .then([]);
  });

  it('removing the GSTIN is a change (receipts stop being tax receipts)', () => {
    const plain = { ...registered, gstin: null };
    given([changed(registered)])
      .when(change(plain))
      .then([changed(plain)]);
  });

  it('refuses a GSTIN whose check character is wrong', () => {
    given([])
      .when(change({ ...registered, gstin: '29ABCDE1234F1ZX' }))
      .thenRefuses('invalid', messages.gstinChecksum, { gstin: messages.gstinChecksum });
  });

  it('refuses a GSTIN of the wrong shape', () => {
    given([])
      .when(change({ ...registered, gstin: '29ABCDE1234F1' }))
      .thenRefuses('invalid', messages.gstinInvalid, { gstin: messages.gstinInvalid });
  });

  it("refuses a state other than the GSTIN's first two digits", () => {
    const message = messages.gstStateMismatch('Karnataka');
    given([])
      .when(change({ ...registered, stateCode: '27' }))
      .thenRefuses('invalid', message, { stateCode: message });
  });

  it('refuses a GSTIN without a state', () => {
    given([])
      .when(change({ ...registered, stateCode: null }))
      .thenRefuses('invalid', messages.gstStateRequired, { stateCode: messages.gstStateRequired });
  });

  it('refuses a UPI ID that is not handle@provider', () => {
    for (const upiId of ['irontemple', 'iron temple@okhdfc', '@okhdfc', 'gym@1bank']) {
      given([])
        .when(change({ ...registered, upiId }))
        .thenRefuses('invalid', messages.upiIdInvalid, { upiId: messages.upiIdInvalid });
    }
  });

  it('refuses a rate above 40% and a SAC code that is not 6 digits', () => {
    given([])
      .when(change({ ...registered, gstRateBasisPoints: 4001 }))
      .thenRefuses('invalid', messages.gstRateInvalid);
    given([])
      .when(change({ ...registered, sacCode: '99972' }))
      .thenRefuses('invalid', messages.sacCodeInvalid);
  });
});
