import {
  formatCalendarDate,
  calendarDateIn,
  shortDigest,
  whatsAppLink,
  type BooksSealed,
} from '@gym/contracts';

/** The morning message: the latest seal's short digest, when and how much it sealed. */
export function booksDigestMessage(input: {
  gymName: string;
  seal: BooksSealed;
  timeZone: string;
  /** The phone a WhatsApp copy can go to (the gym's), if known. */
  phone: string | null;
}): { subject: string; text: string; whatsAppLink: string | null } {
  const { seal } = input;
  const digest = shortDigest(seal.headDigest);
  const at = new Date(seal.sealedAt);
  const time = at.toLocaleTimeString('en-IN', {
    timeZone: input.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  const when = `${formatCalendarDate(calendarDateIn(input.timeZone, at))} ${time}`;
  const short = `${input.gymName} books, seal ${seal.sealNumber} of ${when}: ${digest}`;
  const link = input.phone ? whatsAppLink(input.phone, short) : null;
  const text = [
    `The books of ${input.gymName} were last sealed on ${when} (seal ${seal.sealNumber}, ${seal.eventCount} new entr${seal.eventCount === 1 ? 'y' : 'ies'}).`,
    '',
    `Digest: ${digest}`,
    '',
    "Keep this message: the gym's server does not keep a copy of it anywhere you cannot change.",
    'To check that nothing was rewritten since, paste the digest into System Status → Verify books',
    '(or run `npm run verify-books -- --digest <digest>`): it says whether the books still match.',
    ...(link ? ['', `Keep a copy in WhatsApp: ${link}`] : []),
  ].join('\n');
  return { subject: `Books sealed: ${digest}`, text, whatsAppLink: link };
}
