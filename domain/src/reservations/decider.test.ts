import { describe, expect, it } from 'vitest';
import { specFor } from '../../../scripts/test/givenWhenThen';
import { messages, reservationStream, type ReservationEvent } from '@gym/contracts';
import { reservationDecider, type ReservationCommand } from './decider';

const owner = '0b4c6f0e-6a1d-4f3b-9d52-7a0e4c1b2d30';
const other = '8d3f1b72-4c9e-4a05-b6d1-2e7f9a0c3b54';
const value = 'asha@example.com';

const given = specFor(reservationDecider);

const reserve = (ownerId: string): ReservationCommand => ({
  type: 'Reserve',
  kind: 'member-email',
  value,
  ownerId,
  takenMessage: messages.memberEmailTaken,
});
const release = (ownerId: string): ReservationCommand => ({
  type: 'Release',
  kind: 'member-email',
  value,
  ownerId,
});
const reserved = (ownerId: string): ReservationEvent => ({
  type: 'ValueReserved',
  data: { kind: 'member-email', value, ownerId },
});
const released = (ownerId: string): ReservationEvent => ({
  type: 'ValueReleased',
  data: { kind: 'member-email', value, ownerId },
});

describe('reservation decider', () => {
  it('reserves a free value for its owner', () => {
    given([])
      .when(reserve(owner))
      .then([reserved(owner)]);
  });

  it('records nothing when the same owner reserves again', () => {
    given([reserved(owner)])
      .when(reserve(owner))
      .then([]);
  });

  it('refuses a value held by another owner with the given message', () => {
    given([reserved(owner)])
      .when(reserve(other))
      .thenRefuses('conflict', messages.memberEmailTaken);
    given([reserved(owner)])
      .when({
        type: 'Reserve',
        kind: 'receipt-number',
        value: 'BOOK-17',
        ownerId: other,
        takenMessage: messages.receiptNumberTaken,
      })
      .thenRefuses('conflict', messages.receiptNumberTaken);
  });

  it('releases a value held by the owner; the value can then be taken by another', () => {
    given([reserved(owner)])
      .when(release(owner))
      .then([released(owner)]);
    given([reserved(owner), released(owner)])
      .when(reserve(other))
      .then([reserved(other)]);
  });

  it('records nothing when someone other than the holder releases, or nothing is held', () => {
    given([reserved(owner)])
      .when(release(other))
      .then([]);
    given([]).when(release(owner)).then([]);
    given([reserved(owner), released(owner)])
      .when(release(owner))
      .then([]);
  });

  it('names one stream per value, case-insensitively', () => {
    expect(reservationStream('member-email', ' Asha@Example.COM ')).toBe(
      reservationStream('member-email', 'asha@example.com'),
    );
    expect(reservationStream('member-email', value)).toBe('member-email-asha@example.com');
    expect(reservationStream('receipt-number', 'BOOK-17')).not.toBe(
      reservationStream('member-email', 'BOOK-17'),
    );
  });
});
