import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** Repository root (scripts/lib/../..). */
export const root = fileURLToPath(new URL('../..', import.meta.url))

/** A step of a root command failed; its message is meant for the person at the terminal. */
export class StepError extends Error {
  constructor(message) {
    super(message)
    this.name = 'StepError'
  }
}

/**
 * Runs a command in the repository root with inherited output.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<void>} rejects with StepError when the command fails
 */
export function run(command, args, options = {}) {
  const line = [command, ...args].join(' ')
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: options.env ?? process.env })
    child.on('error', (error) => reject(new StepError(`cannot run "${line}": ${error.message}`)))
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new StepError(`"${line}" failed (${signal ? `signal ${signal}` : `exit code ${code}`})`))
    })
  })
}

const started = Date.now()

/** Minutes and seconds since this command started, e.g. "3:07". */
export function sinceStart() {
  const seconds = Math.round((Date.now() - started) / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/** Prints a step heading with the time since the command started, so long logs show where each phase starts and what it took. */
export function announce(text) {
  console.log(`\n▶ ${text} [${sinceStart()}]`)
}
