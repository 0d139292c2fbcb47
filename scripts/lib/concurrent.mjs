import { spawn } from 'node:child_process'
import { announce, root, StepError } from './run.mjs'

/**
 * @typedef {object} Step
 * @property {string} label
 * @property {string} command
 * @property {string[]} args
 * @property {string[]} [after] labels of the steps that must have ended well before this one starts
 * @property {boolean} [live] print the output as it comes instead of whole at the end (a long step whose progress matters)
 */

/**
 * Runs steps side by side, each as soon as the steps it comes after are done, so that a core one
 * step leaves idle (on two cores, `tsc -b` alone) serves the next. A held step's output is printed
 * whole under its heading when it ends, so logs stay readable; a live step's as it comes. The
 * first step to fail stops the others, starts none, and rejects with a StepError naming it.
 * @param {Step[]} steps
 * @returns {Promise<void>}
 */
export function runConcurrently(steps) {
  const labels = new Set(steps.map((step) => step.label))
  for (const { label, after = [] } of steps) {
    const unknown = after.filter((other) => !labels.has(other))
    if (unknown.length > 0) throw new Error(`step "${label}" comes after steps that are not there: ${unknown.join(', ')}`)
  }
  const running = new Set()
  const done = new Set()
  const waiting = [...steps]
  let failure
  const started = Date.now()
  return new Promise((resolve, reject) => {
    // The steps are not in the terminal's process group: Ctrl-C reaches them through this one.
    const interrupted = (signal) => {
      for (const child of running) stop(child)
      process.kill(process.pid, signal)
    }
    process.once('SIGINT', interrupted)
    process.once('SIGTERM', interrupted)
    const finished = () => {
      if (running.size > 0) return
      process.off('SIGINT', interrupted)
      process.off('SIGTERM', interrupted)
      if (failure) reject(failure)
      else if (waiting.length > 0) reject(new Error(`steps that wait on each other: ${waiting.map((step) => step.label).join(', ')}`))
      else resolve()
    }
    const startReady = () => {
      if (failure) return
      for (const step of waiting.filter(({ after = [] }) => after.every((label) => done.has(label)))) {
        waiting.splice(waiting.indexOf(step), 1)
        start(step)
      }
    }
    const start = ({ label, command, args, live = false }) => {
      const line = [command, ...args].join(' ')
      if (live) announce(`${label} (${line})`)
      // Each step leads its own process group, so stopping it stops what it started.
      const child = spawn(command, args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
      running.add(child)
      const output = []
      child.stdout.on('data', (chunk) => (live ? process.stdout.write(chunk) : output.push(chunk)))
      child.stderr.on('data', (chunk) => (live ? process.stderr.write(chunk) : output.push(chunk)))
      const end = (error, outcome) => {
        if (!running.delete(child)) return
        announce(`${label} (${line}): ${outcome} after ${((Date.now() - started) / 1000).toFixed(0)} s`)
        process.stdout.write(Buffer.concat(output))
        if (error && !failure) {
          failure = error
          for (const other of running) stop(other)
        }
        if (!error && !failure) {
          done.add(label)
          startReady()
        }
        finished()
      }
      child.on('error', (error) =>
        end(new StepError(`cannot run "${line}": ${error.message}`), 'could not start'),
      )
      child.on('close', (code, signal) => {
        if (code === 0) end(undefined, 'done')
        else if (failure) end(undefined, 'stopped')
        else
          end(
            new StepError(`"${line}" failed (${signal ? `signal ${signal}` : `exit code ${code}`})`),
            'failed',
          )
      })
    }
    startReady()
    finished()
  })
}

function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // Already gone.
  }
}
