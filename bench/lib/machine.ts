import { readFileSync } from 'node:fs'
import { availableParallelism, loadavg, totalmem } from 'node:os'

export interface MachineInfo {
  date: string
  cpus: number
  cpuModel: string
  memoryGb: number
  node: string
  chromium: string
  /** 1-minute load average when the run started and when it ended: other work competes for the CPUs. */
  load: { start: number; end: number }
}

function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8').split('\n').find((row) => row.startsWith('model name'))
    return line ? line.split(':')[1].trim() : 'unknown'
  } catch {
    return 'unknown'
  }
}

/** Length of the kernel's clock tick (USER_HZ = 100 on Linux), in which /proc reports CPU time. */
export const CLOCK_TICK_MS = 10

/** CPU time all processes of the machine have used so far (user, nice, system, irq, softirq), in ms (Linux /proc). */
export function machineBusyMs(): number {
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
  return (user + nice + system + irq + softirq) * CLOCK_TICK_MS
}

/** 1-minute load average now. */
export function currentLoad(): number {
  return Math.round(loadavg()[0] * 10) / 10
}

export function describeMachine(chromiumVersion: string, loadAtStart: number): MachineInfo {
  return {
    date: new Date().toISOString().slice(0, 10),
    cpus: availableParallelism(),
    cpuModel: cpuModel(),
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    chromium: chromiumVersion,
    load: { start: loadAtStart, end: currentLoad() },
  }
}

export function formatMachine(machine: MachineInfo): string {
  return (
    `${machine.date}; ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGb} GB RAM; ` +
    `load average ${machine.load.start} at start, ${machine.load.end} at end; ` +
    `Chromium ${machine.chromium} headless; Node ${machine.node}`
  )
}
