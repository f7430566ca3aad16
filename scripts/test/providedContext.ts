declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL database URL with the right to create databases. */
    pgAdminUrl: string;
    /** Redis URL, or null when no Redis answers (Redis-backed tests then skip and say so). */
    redisUrl: string | null;
  }
}

export {};
