import type { ReactNode } from 'react';
import { Box, Divider, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReceiptPageDto, ReceiptTaxDto } from '@gym/contracts';
import { formatDate } from '../lib/formatDate';
import { formatRupees } from '../lib/formatRupees';
import { UpiQr } from '../lib/UpiQr';
import { receiptNumberOf } from '@gym/contracts';
import { ReceiptCorrection } from './ReceiptCorrection';
import { ReceiptPaymentTable } from './ReceiptPaymentTable';
import { ReceiptLogo } from './ReceiptLogo';

function Line({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography color="text.secondary">{translate(label)}</Typography>
      <Typography fontWeight={strong ? 700 : 500}>{value}</Typography>
    </Box>
  );
}

/** The GST in this payment, as issued (the PDF's "GST" section). */
function TaxLines({ tax }: { tax: ReceiptTaxDto }) {
  const translate = useTranslate();
  const key = (name: string) => `app.receipt.tax.${name}`;
  return (
    <Box component="section" aria-label={translate(key('title'))} data-testid="receipt-tax">
      <Typography variant="subtitle1" fontWeight={700} component="h2">
        {translate(key('title'))}
      </Typography>
      <Line label={key('gstin')} value={tax.gstin} />
      <Line label={key('placeOfSupply')} value={`${tax.stateName} (${tax.stateCode})`} />
      <Line label={key('sac')} value={tax.sacCode} />
      <Line label={key('taxableValue')} value={formatRupees(tax.taxableValue)} />
      {tax.interState ? (
        <Line label={translate(key('igst'), { rate: tax.rate })} value={formatRupees(tax.igst)} />
      ) : (
        <>
          <Line
            label={translate(key('cgst'), { rate: tax.halfRate })}
            value={formatRupees(tax.cgst)}
          />
          <Line
            label={translate(key('sgst'), { rate: tax.halfRate })}
            value={formatRupees(tax.sgst)}
          />
        </>
      )}
      <Line label={key('total')} value={formatRupees(tax.total)} strong />
      <Line label={key('inWords')} value={tax.totalInWords} />
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
          {translate(key('receiptNo'), { number: receiptNumberOf(payment, 8) })}
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
        </Box>
        <Box
          component="section"
          aria-label={translate(key('summary'))}
          data-testid="receipt-summary"
        >
          <Typography variant="subtitle1" fontWeight={700} component="h2">
            {translate(key('summary'))}: {plan.name}
          </Typography>
          <Line label={key('totalPlanAmount')} value={formatRupees(plan.price)} />
          <Line label={key('amountPaid')} value={formatRupees(receipt.cumulativePaid)} />
          <Line label={key('remaining')} value={formatRupees(receipt.remainingBalance)} strong />
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
              <UpiQr link={receipt.upiPayLink} amount={formatRupees(receipt.upiPayAmount)} />
            </Box>
          )}
        </Box>
      )}
      <Box component="section" aria-label={translate(key('history'))} sx={{ overflowX: 'auto' }}>
        <Typography variant="subtitle1" fontWeight={700} component="h2" sx={{ mb: 1 }}>
          {translate(key('history'))}
        </Typography>
        <ReceiptPaymentTable payments={receipt.allPayments} currentId={payment.id} />
      </Box>
      <Divider />
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
        {translate(key('footer'), { date: generated })}
      </Typography>
    </Paper>
  );
}
