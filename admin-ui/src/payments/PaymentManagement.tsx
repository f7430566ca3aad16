import { useTranslate } from 'react-admin';
import { Page } from '../lib/PageHeading';
import { canWork, useRole } from '../lib/useRole';
import { OutstandingPayments } from './OutstandingPayments';
import { PaymentHistory } from './PaymentHistory';

export default function PaymentManagement() {
  const translate = useTranslate();
  const role = useRole();
  // A member reads their own payments: not the front desk's wording.
  const own = role === 'member';
  return (
    <Page
      title={own ? 'resources.payments.list.memberTitle' : 'resources.payments.list.title'}
      subtitle={translate(
        own ? 'resources.payments.list.memberSubtitle' : 'resources.payments.list.subtitle',
      )}
    >
      {role !== undefined && (
        <>
          <OutstandingPayments canRecord={canWork(role)} own={own} />
          <PaymentHistory />
        </>
      )}
    </Page>
  );
}
