import { formatCalendarDate, formatRupeesExact } from '@gym/contracts';
import { groupedCode } from './verificationCode';

/** What the public page may say of a receipt found in the books: nothing about the member. */
export interface FoundReceipt {
  code: string;
  gymName: string;
  branchName: string | null;
  receiptNumber: string;
  amountPaise: number;
  paymentDay: string;
  state: 'recorded' | 'voided' | 'refunded';
  refundedPaise: number;
  /** The amount the visitor typed, when they did: compared with the books. */
  typedAmountPaise: number | null;
}

export type VerifyAnswer =
  | { kind: 'found'; receipt: FoundReceipt }
  | { kind: 'not-found'; gymName: string }
  | { kind: 'too-many'; retryAfterSeconds: number };

export const NOT_FOUND_HEADING = 'Not found in the books';
export const FOUND_HEADING = 'Receipt found in the books';
export const TOO_MANY_HEADING = 'Too many look-ups';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:16px;color:#1a1a1a;background:#f5f5f5}
main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.4rem;margin:0 0 4px}
.ok{color:#1b5e20}.no{color:#b71c1c}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:16px 0}
dt{color:#555}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
p{line-height:1.45}
form{margin-top:20px;display:flex;flex-wrap:wrap;gap:8px;align-items:end}
label{display:flex;flex-direction:column;font-size:.9rem;color:#555;flex:1 1 160px}
input{font-size:1rem;padding:8px;border:1px solid #999;border-radius:4px}
button{font-size:1rem;padding:9px 16px;border:0;border-radius:4px;background:#1565c0;color:#fff}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function stateLine(r: FoundReceipt): string {
  if (r.state === 'voided') return 'Voided after it was issued: this payment no longer counts.';
  if (r.state === 'refunded')
    return `Refunded after it was issued: ${formatRupeesExact(r.refundedPaise)} paid back.`;
  return 'Recorded, not voided or refunded.';
}

function amountCheck(r: FoundReceipt): string {
  if (r.typedAmountPaise === null) return '';
  return r.typedAmountPaise === r.amountPaise
    ? `<p class="ok"><strong>The amount you entered matches the books.</strong></p>`
    : `<p class="no"><strong>The amount you entered (${formatRupeesExact(r.typedAmountPaise)}) is not the amount in the books.</strong></p>`;
}

const codeForm = (code = '') => `<form method="get" action="/verify">
<label>Code on the receipt<input name="code" value="${escape(code)}" autocomplete="off" autocapitalize="characters" maxlength="20" required></label>
<button type="submit">Check</button></form>`;

const amountForm = (code: string) => `<form method="get" action="/verify/${escape(code)}">
<label>Amount on your receipt (₹)<input name="amount" inputmode="decimal" autocomplete="off" maxlength="14" required></label>
<button type="submit">Compare</button></form>`;

/** The public page's HTML: server-rendered, no script, no member's details. */
export function verifyPageHtml(answer: VerifyAnswer): string {
  if (answer.kind === 'too-many') {
    return page(
      TOO_MANY_HEADING,
      `<h1>${TOO_MANY_HEADING}</h1><p>Too many receipts were checked from this address. Please try again in ${Math.ceil(answer.retryAfterSeconds / 60)} minute(s).</p>`,
    );
  }
  if (answer.kind === 'not-found') {
    return page(
      NOT_FOUND_HEADING,
      `<h1 class="no">${NOT_FOUND_HEADING}</h1>
<p>${escape(answer.gymName)}'s books have no receipt with this code as it was printed. Check the code on the receipt (10 characters), or ask the gym.</p>
${codeForm()}`,
    );
  }
  const r = answer.receipt;
  return page(
    FOUND_HEADING,
    `<h1 class="ok">${FOUND_HEADING}</h1>
<p>${escape(r.gymName)} recorded this payment.</p>
<dl>
<dt>Gym</dt><dd>${escape(r.gymName)}</dd>
${r.branchName ? `<dt>Branch</dt><dd>${escape(r.branchName)}</dd>` : ''}
<dt>Receipt #</dt><dd>${escape(r.receiptNumber)}</dd>
<dt>Amount</dt><dd>${formatRupeesExact(r.amountPaise)}</dd>
<dt>Payment date</dt><dd>${formatCalendarDate(r.paymentDay)}</dd>
<dt>Code</dt><dd>${groupedCode(r.code)}</dd>
</dl>
<p>${stateLine(r)}</p>
${amountCheck(r)}
<p>Check that the receipt number, amount and date printed on your receipt are the ones above.</p>
${amountForm(groupedCode(r.code))}`,
  );
}
