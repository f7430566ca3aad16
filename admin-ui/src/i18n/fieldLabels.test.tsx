import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import {
  Form,
  I18nContext,
  PasswordInput,
  ResourceContextProvider,
  SelectInput,
  TextInput,
} from 'react-admin';
import { BranchFields } from '../branches/BranchFields';
import { GymDateInput } from '../lib/GymDateInput';
import { i18nProvider } from '../providers/i18nProvider';
import { MaxFreezeDaysInput } from '../subscriptions/MaxFreezeDaysInput';
import { PriceInput } from '../subscriptions/PriceInput';

/** The labels a form of `resource` shows for `inputs` given no `label`, in order. */
function labels(resource: string, inputs: ReactNode): string[] {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <I18nContext.Provider value={i18nProvider}>
        <ResourceContextProvider value={resource}>
          <Form onSubmit={() => undefined}>{inputs}</Form>
        </ResourceContextProvider>
      </I18nContext.Provider>
    </MemoryRouter>,
  );
  return [...html.matchAll(/<label[^>]*>(.*?)<\/label>/g)].map((m) =>
    m[1]!.replace(/<[^>]+>/g, '').replace(/\u2009\*$/, ''),
  );
}

/** Inputs without `label=` take react-admin's resources.<name>.fields.<source>: the spec's words. */
describe("inputs are labelled from their resource's fields", () => {
  it('on the record-payment form', () => {
    expect(
      labels(
        'payments',
        <>
          <TextInput source="amount" />
          <SelectInput source="paymentMethod" choices={[]} />
          <TextInput source="reference" />
          <GymDateInput source="paymentDate" />
          <TextInput source="receiptNumber" />
          <TextInput source="notes" />
          <GymDateInput source="nextPaymentDueDate" />
        </>,
      ),
    ).toEqual([
      'Payment Amount',
      'Payment Method',
      'Reference (optional)',
      'Payment Date',
      'Receipt Number (optional)',
      'Notes',
      'Next Payment Due Date',
    ]);
  });

  it('on the new account form', () => {
    expect(
      labels(
        'users',
        <>
          <TextInput source="username" />
          <TextInput source="firstName" />
          <TextInput source="lastName" />
          <TextInput source="email" />
          <SelectInput source="role" choices={[]} />
          <PasswordInput source="password" />
        </>,
      ),
    ).toEqual(['Username', 'First name', 'Last name', 'Email', 'Role', 'Password']);
  });

  it("on the audit log's filters and the plan forms", () => {
    expect(
      labels(
        'audit-log',
        <>
          <SelectInput source="actorId" choices={[]} />
          <GymDateInput source="from" />
          <GymDateInput source="to" />
        </>,
      ),
    ).toEqual(['Person', 'From', 'To']);
    expect(
      labels(
        'subscriptions',
        <>
          <PriceInput />
          <MaxFreezeDaysInput />
        </>,
      ),
    ).toEqual(['Price (₹)', 'Max freeze days']);
  });

  it('on the branch form', () => {
    expect(labels('branches', <BranchFields mode="create" />)).toEqual([
      'Branch name',
      'Code',
      'Address',
      'Phone',
      'GST state',
      'GSTIN',
      'UPI ID',
    ]);
  });
});
