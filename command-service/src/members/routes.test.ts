import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@gym/contracts';
import { everyMember } from '@gym/projection-service';
import type { TestClient } from '../testing/httpClient';
import {
  acceptInvite,
  createMember,
  createMembership,
  createPlan,
  memberForm,
} from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

let counter = 0;
const unique = () => `csv${Date.now().toString(36)}${(counter++).toString(36)}`;

describe('members over HTTP', () => {
  let p: Product;
  let admin: TestClient;
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
  });
  afterAll(() => p?.close());

  it('registers a member (joinDate defaults to today) and answers the spec shape', async () => {
    const form = memberForm({
      email: 'Meera.Iyer@Example.com',
      firstName: 'Meera',
      lastName: 'Iyer',
    });
    const res = await admin.post('/api/members', form);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera.iyer@example.com',
      status: 'active',
      whatsapp: null,
      gender: 'female',
      memberships: [],
    });
    expect(res.body.joinDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await admin.get(`/api/members/${res.body.id}`)).body).toMatchObject({
      id: res.body.id,
      memberships: [],
    });
  });

  it.each([
    [{ firstName: '' }, 'firstName', messages.firstNameRequired],
    [{ firstName: 'A' }, 'firstName', messages.firstNameMin],
    [{ lastName: '' }, 'lastName', messages.lastNameRequired],
    [{ lastName: 'B' }, 'lastName', messages.lastNameMin],
    [{ email: 'not-an-email' }, 'email', messages.emailInvalid],
    [{ phone: '12' }, 'phone', messages.phoneInvalid],
    [{ phone: '0123456789' }, 'phone', messages.phoneInvalid],
    [{ whatsapp: 'abc' }, 'whatsapp', messages.whatsappInvalid],
    [{ dateOfBirth: '2020-01-01' }, 'dateOfBirth', messages.ageRange],
    [{ dateOfBirth: '1930-01-01' }, 'dateOfBirth', messages.ageRange],
    [{ gender: 'x' }, 'gender', messages.genderRequired],
    [{ gender: undefined }, 'gender', messages.genderRequired],
    [{ address: 'short' }, 'address', messages.addressIncomplete],
    [{ dateOfBirth: '' }, 'dateOfBirth', messages.dateOfBirthRequired],
    [{ dateOfBirth: undefined }, 'dateOfBirth', messages.dateOfBirthRequired],
    [{ emergencyContact: '' }, 'emergencyContact', messages.emergencyContactRequired],
    [{ emergencyContact: 'R' }, 'emergencyContact', messages.emergencyContactMin],
    [{ emergencyPhone: 'x' }, 'emergencyPhone', messages.emergencyPhoneInvalid],
    [{ status: 'gone' }, 'status', undefined],
    [{ joinDate: '2026-02-30' }, 'joinDate', undefined],
  ])('refuses %j with the spec message and records nothing', async (override, field, message) => {
    const before = await p.eventCount();
    const res = await admin.post('/api/members', memberForm(override));
    expect(res.status).toBe(400);
    if (message) expect(res.body.errors[field]).toBe(message);
    else expect(Object.keys(res.body.errors)).toContain(field);
    expect(await p.eventCount()).toBe(before);
  });

  it('refuses a second member with the same e-mail in any case, with 409 on the field', async () => {
    await createMember(admin, { email: 'dup@example.com' });
    const res = await admin.post('/api/members', memberForm({ email: 'DUP@example.com' }));
    expect(res).toMatchObject({
      status: 409,
      body: { message: messages.memberEmailTaken, errors: { email: messages.memberEmailTaken } },
    });
  });

  it('edits a member (date of birth and gender optional), and frees the old e-mail', async () => {
    const member = await createMember(admin, { email: 'old@example.com' });
    const res = await admin.put(`/api/members/${member.id}`, {
      ...memberForm({
        email: 'new@example.com',
        firstName: 'Asha Devi',
        dateOfBirth: '',
        gender: '',
      }),
      status: 'suspended',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Asha Devi',
      email: 'new@example.com',
      status: 'suspended',
      gender: 'female',
      dateOfBirth: '1990-05-01',
    });
    expect(
      (await admin.post('/api/members', memberForm({ email: 'old@example.com' }))).status,
    ).toBe(201);
    expect(
      (await admin.post('/api/members', memberForm({ email: 'new@example.com' }))).status,
    ).toBe(409);
  });

  it('changes only the status with { status }', async () => {
    const member = await createMember(admin);
    const res = await admin.put(`/api/members/${member.id}`, { status: 'inactive' });
    expect(res).toMatchObject({ status: 200, body: { status: 'inactive' } });
    expect((await admin.put(`/api/members/${member.id}`, { status: 'asleep' })).status).toBe(400);
  });

  it('searches by first name, last name and e-mail, filters by status, and pages', async () => {
    await createMember(admin, {
      firstName: 'Zubin',
      lastName: 'Mehta',
      email: 'zubin@orchestra.in',
    });
    await createMember(admin, {
      firstName: 'Zoya',
      lastName: 'Akhtar',
      email: 'zoya@films.in',
      status: 'inactive',
    });
    const q = (filter: object) =>
      admin.get(`/api/members?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect((await q({ q: 'zub' })).body.map((m: { firstName: string }) => m.firstName)).toEqual([
      'Zubin',
    ]);
    expect((await q({ q: 'AKHTAR' })).body.map((m: { firstName: string }) => m.firstName)).toEqual([
      'Zoya',
    ]);
    expect((await q({ q: 'films.in' })).body).toHaveLength(1);
    const inactive = await q({ q: 'films.in', status: 'inactive' });
    expect(inactive.body.map((m: { firstName: string }) => m.firstName)).toEqual(['Zoya']);
    expect((await q({ q: 'orchestra', status: 'inactive' })).body).toEqual([]);
    const page = await admin.get(
      `/api/members?range=${encodeURIComponent('[0,1]')}&sort=${encodeURIComponent('["firstName","ASC"]')}`,
    );
    expect(page.body).toHaveLength(2);
    expect(page.headers.get('content-range')).toMatch(/^members 0-1\/\d+$/);
  });

  it('finds members by any part of the name, e-mail or phone, in any case, with % and _ as typed', async () => {
    await createMember(admin, {
      firstName: 'Kavya',
      lastName: 'Oberoi',
      email: 'k_oberoi@trgm.in',
      phone: '+91 90011 22334',
    });
    await createMember(admin, {
      firstName: 'Kabir',
      lastName: 'Oberoi',
      email: 'kxoberoi@trgm.in',
      phone: '+91 90011 55667',
    });
    const found = async (q: string) =>
      (
        await admin.get(
          `/api/members?filter=${encodeURIComponent(JSON.stringify({ q }))}&sort=${encodeURIComponent('["firstName","ASC"]')}`,
        )
      ).body.map((m: { firstName: string }) => m.firstName);
    expect(await found('BERO')).toEqual(['Kabir', 'Kavya']);
    expect(await found('vya ober')).toEqual(['Kavya']);
    expect(await found('avy')).toEqual(['Kavya']);
    expect(await found('OI@TRGM')).toEqual(['Kabir', 'Kavya']);
    expect(await found('1122 334')).toEqual(['Kavya']);
    expect(await found('90011')).toEqual(['Kabir', 'Kavya']);
    // "_" and "%" are the characters typed, not LIKE's wildcards.
    expect(await found('k_ober')).toEqual(['Kavya']);
    expect(await found('k%ober')).toEqual([]);
    expect(await found('%')).toEqual([]);
  });

  it('sorts by name (first, then last, case-insensitive) both ways, and pages in that order', async () => {
    for (const [firstName, lastName] of [
      ['bina', 'Kapoor'],
      ['Arjun', 'Zaveri'],
      ['arjun', 'Bose'],
    ])
      await createMember(admin, {
        firstName,
        lastName,
        email: `${firstName}.${lastName}@sortme.in`,
      });
    const names = async (order: 'ASC' | 'DESC', range?: string) => {
      const res = await admin.get(
        `/api/members?filter=${encodeURIComponent('{"q":"sortme.in"}')}&sort=${encodeURIComponent(
          `["name","${order}"]`,
        )}${range ? `&range=${encodeURIComponent(range)}` : ''}`,
      );
      expect(res.status).toBe(200);
      return res.body.map(
        (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`,
      );
    };
    expect(await names('ASC')).toEqual(['arjun Bose', 'Arjun Zaveri', 'bina Kapoor']);
    expect(await names('DESC')).toEqual(['bina Kapoor', 'Arjun Zaveri', 'arjun Bose']);
    expect(await names('ASC', '[1,2]')).toEqual(['Arjun Zaveri', 'bina Kapoor']);
  });

  it('exports every member the search and filters match as a streamed CSV, in the list order, staff only', async () => {
    // Two of the same name: the walk tells them apart by id.
    const people = [
      ['Rhea', 'Csvkar', 'active'],
      ['asha', 'Csvkar', 'active'],
      ['Asha', 'Csvkar', 'active'],
      ['Bela', 'Csvkar', 'inactive'],
      ['Asha', 'Csvkar', 'active'],
    ] as const;
    for (const [firstName, lastName, status] of people)
      await createMember(admin, { firstName, lastName, status, email: `${unique()}@csvkar.in` });
    const list = (path: string, filter: object, sort: string) =>
      admin.get(
        `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(sort)}`,
      );
    const res = await list('/api/members.csv', { q: 'csvkar' }, '["name","ASC"]');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="members.csv"');
    const [header, ...lines] = res.text
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe('Name,Email,Phone,Status,Join Date');
    const listed = (await list('/api/members', { q: 'csvkar' }, '["name","ASC"]')).body as {
      email: string;
    }[];
    expect(lines.map((line) => line.split(',')[1])).toEqual(listed.map((m) => m.email));
    expect(lines[0]).toMatch(
      /^[aA]sha Csvkar,[^,]+@csvkar\.in,'\+91 98765 43210,Active,\d{4}-\d{2}-\d{2}$/,
    );
    const inactive = await list(
      '/api/members.csv',
      { q: 'csvkar', status: 'inactive' },
      '["name","ASC"]',
    );
    expect(inactive.text.trimEnd().split('\r\n').slice(1)).toEqual([
      expect.stringMatching(/^Bela Csvkar,.*,Inactive,/),
    ]);

    // Batches of two walk the same list in the same order, none twice, none left out, whatever
    // the sort (names with ties; creation times with microseconds).
    for (const sort of [
      { field: 'name', order: 'ASC' },
      { field: 'createdAt', order: 'DESC' },
      { field: 'status', order: 'DESC' },
    ] as const) {
      const batches = [];
      for await (const batch of everyMember(p.db, null, { sort, filter: { q: 'csvkar' } }, 2))
        batches.push(batch);
      expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
      const page = await list(
        '/api/members',
        { q: 'csvkar' },
        JSON.stringify([sort.field, sort.order]),
      );
      expect(batches.flat().map((m) => m.id)).toEqual(page.body.map((m: { id: string }) => m.id));
    }

    const member = await p.signedIn('member');
    expect((await member.get('/api/members.csv')).status).toBe(403);
    const bad = await list('/api/members.csv', { status: 'gone' }, '["name","ASC"]');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(
      (await list('/api/members', { status: 'gone' }, '["name","ASC"]')).body,
    );
    expect((await list('/api/members.csv', {}, '["phone","ASC"]')).status).toBe(400);
  });

  it('removes a member from the lists but keeps the ledger; the e-mail can be used again', async () => {
    const plan = await createPlan(admin);
    const member = await createMember(admin, { email: 'leaving@example.com' });
    const membership = await createMembership(admin, member.id, plan.id);
    const res = await admin.delete(`/api/members/${member.id}`);
    expect(res.status).toBe(200);
    expect((await admin.get(`/api/members/${member.id}`)).status).toBe(404);
    expect(
      (await admin.get(`/api/members?filter=${encodeURIComponent('{"q":"leaving"}')}`)).body,
    ).toEqual([]);
    expect((await admin.get(`/api/memberships/${membership.id}`)).status).toBe(200);
    expect(
      (await admin.post('/api/members', memberForm({ email: 'leaving@example.com' }))).status,
    ).toBe(201);
    expect((await admin.delete(`/api/members/${member.id}`)).status).toBe(404);
  });

  it('counts a member in the list total as soon as added, and out as soon as removed', async () => {
    const total = async () =>
      Number(
        (await admin.get(`/api/members?range=${encodeURIComponent('[0,9]')}`)).headers
          .get('content-range')
          ?.split('/')[1],
      );
    const before = await total();
    expect(await total()).toBe(before);
    const member = await createMember(admin);
    expect(await total()).toBe(before + 1);
    // The last page, read from the other end, ends with the oldest member.
    const oldestFirst = await admin.get(
      `/api/members?range=${encodeURIComponent('[0,0]')}&sort=${encodeURIComponent('["createdAt","ASC"]')}`,
    );
    const lastPage = await admin.get(
      `/api/members?range=${encodeURIComponent(`[${before - 1},${before}]`)}&sort=${encodeURIComponent('["createdAt","DESC"]')}`,
    );
    expect(lastPage.body.map((m: { id: string }) => m.id).at(-1)).toBe(oldestFirst.body[0].id);
    expect((await admin.delete(`/api/members/${member.id}`)).status).toBe(200);
    expect(await total()).toBe(before);
  });

  it('shows a member its memberships newest first, each with its plan', async () => {
    const plan = await createPlan(admin, { name: 'Quarterly', duration: 90, price: '4000' });
    const member = await createMember(admin);
    const first = await createMembership(admin, member.id, plan.id, { startDate: '2026-01-01' });
    const second = await createMembership(admin, member.id, plan.id, { startDate: '2026-04-01' });
    const res = await admin.get(`/api/members/${member.id}`);
    expect(res.body.memberships.map((m: { id: string }) => m.id)).toEqual([second.id, first.id]);
    expect(res.body.memberships[0].plan).toEqual({
      id: plan.id,
      name: 'Quarterly',
      price: '4000.00',
      duration: 90,
    });
  });

  it('keeps members away from other members (403 on the list, 404 on another member), and shows their own', async () => {
    const member = await p.signedIn('member');
    expect((await member.get('/api/members')).status).toBe(403);
    const other = await createMember(admin);
    expect((await member.get(`/api/members/${other.id}`)).status).toBe(404);
    expect((await member.post('/api/members', memberForm())).status).toBe(403);

    const c = p.client();
    const own = await createMember(admin, { email: 'kiran@example.com', firstName: 'Kiran' });
    await acceptInvite(c, admin, own.id, 'kiran');
    expect((await c.get('/api/members/me')).body).toMatchObject({ id: own.id, firstName: 'Kiran' });
    // (read after the member's own read, which waits for the link to be projected)
    expect((await admin.get(`/api/members/${own.id}`)).body.userId).not.toBeNull();
    expect((await c.get(`/api/members/${own.id}`)).status).toBe(200);
    expect((await c.get(`/api/members/${other.id}`)).status).toBe(404);
  });

  it('never links a member record to an account by a matching e-mail', async () => {
    const member = await createMember(admin, { email: 'later@example.com' });
    const c = p.client();
    await c.post('/api/register', {
      username: 'later',
      password: 'secret1',
      email: 'later@example.com',
    });
    expect((await c.get('/api/members/me')).status).toBe(404);
    expect((await c.get(`/api/members/${member.id}`)).status).toBe(404);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    expect((await admin.get('/api/members/00000000-0000-4000-8000-000000000000')).body).toEqual({
      message: messages.memberNotFound,
    });
    expect((await admin.get('/api/members/nope')).status).toBe(404);
    expect(
      (await admin.put('/api/members/00000000-0000-4000-8000-000000000000', { status: 'active' }))
        .status,
    ).toBe(404);
  });
});
