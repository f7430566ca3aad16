import { config } from 'zod';

// Zod probes `new Function` as it builds object schemas, to compile faster parsers. The console's
// Content-Security-Policy forbids eval, so the probe is a CSP violation on every page load; the
// plain parsers are fast enough for forms. Imported first in main.tsx, before any schema exists.
config({ jitless: true });
