import { readdir, readFile } from 'node:fs/promises'

export interface ProcessSample {
  /** seconds since the traffic started */
  atSeconds: number
  rssMb: number
  openFds: number
  tempFiles: number
}

/** The server's resident memory and open descriptors (Linux /proc) and the files in its spool. */
export async function sampleProcess(pid: number, spoolDir: string, atSeconds: number): Promise<ProcessSample> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? Number.NaN)
  const openFds = (await readdir(`/proc/${pid}/fd`)).length
  const tempFiles = (await readdir(spoolDir).catch(() => [])).length
  return { atSeconds, rssMb: Math.round(rssKb / 102.4) / 10, openFds, tempFiles }
}
