import type { ReactNode } from 'react';
import { Box, Divider, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  formatReceiptRupees,
  receiptNumberOf,
  type ReceiptCorrectionDto,
  type ReceiptPageDto,
  type ReceiptTaxDto,
  receiptTaxLines,
} from '@gym/contracts';
import { formatDate } from '../lib/formatDate';
import { UpiQr } from '../lib/UpiQr';
import { ReceiptCorrection } from './ReceiptCorrection';
import { ReceiptPaymentTable } from './ReceiptPaymentTable';
import { ReceiptLogo } from './ReceiptLogo';
import { ReceiptVerification } from './ReceiptVerification';

/** A label (an i18n key, or a text already translated) and its value. */
function Line({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography color="text.secondary">{translate(label, { _: label })}</Typography>
      <Typography fontWeight={strong ? 700 : 500}>{value}</Typography>
    </Box>
  );
}

/** The GST in this payment, as issued: the PDF's "GST" lines, to the paisa (contracts' receiptTaxLines). */
export function TaxLines({ tax }: { tax: ReceiptTaxDto }) {
  const translate = useTranslate();
  const key = (name: string) => `app.receipt.tax.${name}`;
  return (
    <Box component="section" aria-label={translate(key('title'))} data-testid="receipt-tax">
      <Typography variant="subtitle1" fontWeight={700} component="h2">
        {translate(key('title'))}
      </Typography>
      {receiptTaxLines(tax).map((line) => (
        <Line
          key={line.key}
          label={translate(key(line.key), { rate: line.rate })}
          value={line.value}
          strong={line.key === 'total'}
        />
      ))}
    </Box>
  );
}

/** Voids and refunds recorded after this receipt was issued: dated notes; its figures stay as issued. */
function CorrectionNotes({ corrections }: { corrections: ReceiptCorrectionDto[] }) {
  const translate = useTranslate();
  if (corrections.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label={translate('app.receipt.corrections')}
      data-testid="receipt-corrections"
    >
      <Typography variant="subtitle1" fontWeight={700} component="h2">
        {translate('app.receipt.corrections')}
      </Typography>
      {corrections.map((c) => (
        <Typography key={`${c.paymentId}-${c.at}`} variant="body2" sx={{ py: 0.25 }}>
          <Box component="span" fontWeight={600}>
            {formatDate(c.day ?? c.at)}:
          </Box>{' '}
          {translate('app.receipt.correctionNote', {
            what: translate(`app.receipt.${c.kind}`),
            number: c.receiptNumber ?? '',
            amount: formatReceiptRupees(c.amount),
            reason: c.reason,
          })}
          {c.byName && translate('app.receipt.correctionBy', { name: c.byName })}
        </Typography>
      ))}
    </Box>
  );
}

export function ReceiptDocument({ receipt }: { receipt: ReceiptPageDto }) {
  const translate = useTranslate();
  const { payment, member, plan, gym } = receipt;
  const generated = formatDate(payment.paymentDate);
  const key = (name: string) => `app.receipt.${name}`;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 3 }}
      data-testid="receipt"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <ReceiptLogo at={payment.createdAt} name={gym.name} />
        <Box sx={{ flexGrow: 1 }}>
          {/* The gym's name, address and phone, as the PDF heads the receipt. */}
          <Typography variant="h5" component="p" fontWeight={700} data-testid="receipt-gym-name">
            {gym.name}
          </Typography>
          {gym.branch && (
            <Typography fontWeight={700} data-testid="receipt-gym-branch">
              {gym.branch}
            </Typography>
          )}
          {gym.address && (
            <Typography variant="body2" color="text.secondary" data-testid="receipt-gym-address">
              {gym.address}
            </Typography>
          )}
          {gym.phone && (
            <Typography variant="body2" color="text.secondary" data-testid="receipt-gym-phone">
              {translate(key('gymPhone'), { phone: gym.phone })}
            </Typography>
          )}
          {receipt.tax && (
            <Typography variant="body2" color="text.secondary" data-testid="receipt-gym-gstin">
              {translate(key('gstin'), { gstin: receipt.tax.gstin })}
            </Typography>
          )}
          <Typography color="text.secondary">
            {translate(key(receipt.tax ? 'taxTitle' : 'title'))}
          </Typography>
        </Box>
        <Typography fontWeight={600}>
          {translate(key('receiptNo'), { number: receiptNumberOf(payment, 'receipt') })}
        </Typography>
      </Box>
      <ReceiptCorrection payment={payment} />
      <Divider />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box component="section" aria-label={translate(key('member'))}>
          <Typography variant="subtitle1" fontWeight={700} component="h2">
            {translate(key('member'))}
          </Typography>
          <Line label={key('name')} value={`${member.firstName} ${member.lastName}`} />
          <Line label={key('email')} value={member.email} />
          <Line label={key('phone')} value={member.phone} />
          <Line label={key('joinDate')} value={formatDate(member.joinDate)} />
          <Line label={key('generated')} value={generated} />
          <Line label={key('paidOn')} value={formatDate(payment.paymentDay)} />
          {payment.reference && <Line label={key('reference')} value={payment.reference} />}
        </Box>
        <Box
          component="section"
          aria-label={translate(key('summary'))}
          data-testid="receipt-summary"
        >
          <Typography variant="subtitle1" fontWeight={700} component="h2">
            {translate(key('summary'))}: {plan.name}
          </Typography>
          <Line
            label={key('membershipPeriod')}
            value={`${formatDate(receipt.membership.startDate)} – ${formatDate(receipt.membership.endDate)}`}
          />
          <Line
            label={key('totalPlanAmount')}
            value={formatReceiptRupees(receipt.membership.totalAmount)}
          />
          {/* The decimal strings (as the PDF), not cumulativePaid/remainingBalance: no float on the way. */}
          <Line
            label={key('amountPaid')}
            value={formatReceiptRupees(receipt.membership.paidAmount)}
          />
          <Line
            label={key('remaining')}
            value={formatReceiptRupees(receipt.membership.remainingAmount)}
            strong
          />
        </Box>
      </Box>
      {(receipt.tax || receipt.upiPayLink) && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {receipt.tax ? <TaxLines tax={receipt.tax} /> : <Box />}
          {receipt.upiPayLink && (
            <Box component="section" aria-label={translate('app.upi.title')}>
              <Typography variant="subtitle1" fontWeight={700} component="h2" sx={{ mb: 1 }}>
                {translate('app.upi.payBalance')}
              </Typography>
              <UpiQr link={receipt.upiPayLink} amount={formatReceiptRupees(receipt.upiPayAmount)} />
            </Box>
          )}
        </Box>
      )}
      <Box component="section" aria-label={translate(key('history'))} sx={{ overflowX: 'auto' }}>
        <Typography variant="subtitle1" fontWeight={700} component="h2" sx={{ mb: 1 }}>
          {translate(key('history'))}
        </Typography>
        <ReceiptPaymentTable
          payments={receipt.allPayments}
          currentId={payment.id}
          earlier={receipt.earlierPayments}
        />
      </Box>
      <CorrectionNotes corrections={receipt.corrections} />
      {receipt.verification && <ReceiptVerification verification={receipt.verification} />}
      <Divider />
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
        {translate(key('footer'), { date: generated })}
      </Typography>
    </Paper>
  );
}
