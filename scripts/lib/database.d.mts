export function databaseUrlWithName(url: string, database: string): string

export function adminQuery(url: string, sql: string): Promise<void>

export interface ScratchDatabase {
  url: string
  drop(): Promise<void>
}

export function createScratchDatabase(url: string, prefix: string): Promise<ScratchDatabase>
