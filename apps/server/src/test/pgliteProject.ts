/** The project that runs the database tests once more on PGlite while `server` uses PostgreSQL. */
export const PGLITE_PROJECT = 'server-pglite'
