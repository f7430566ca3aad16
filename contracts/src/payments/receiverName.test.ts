import { describe, expect, it } from 'vitest';
import { receiverName } from './csv';

describe('receiverName', () => {
  it('gives the first and last name', () => {
    expect(
      receiverName({ receivedByUser: { firstName: 'Gym', lastName: 'Owner', username: 'admin' } }),
    ).toBe('Gym Owner');
  });

  it('falls back to the part there is, then the username', () => {
    expect(
      receiverName({ receivedByUser: { firstName: 'Gym', lastName: null, username: 'admin' } }),
    ).toBe('Gym');
    expect(
      receiverName({ receivedByUser: { firstName: ' ', lastName: null, username: 'admin' } }),
    ).toBe('admin');
    expect(receiverName({ receivedByUser: null })).toBeNull();
  });
});
