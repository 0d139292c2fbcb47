export interface ScratchDatabase {
  url: string
  drop(): Promise<void>
}

export function createScratchDatabase(url: string, prefix: string): Promise<ScratchDatabase>
