import { spawn } from 'node:child_process'
import { announce, root, StepError } from './run.mjs'

/**
 * Runs single-threaded steps side by side (on two cores, `tsc -b` alone leaves one idle). Each
 * step's output is held back and printed whole under its heading when it ends, so logs stay
 * readable. The first step to fail stops the others and rejects with a StepError naming it.
 * @param {{ label: string, command: string, args: string[] }[]} steps
 * @returns {Promise<void>}
 */
export function runConcurrently(steps) {
  const running = new Set()
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
      else resolve()
    }
    for (const { label, command, args } of steps) {
      const line = [command, ...args].join(' ')
      // Each step leads its own process group, so stopping it stops what it started.
      const child = spawn(command, args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
      running.add(child)
      const output = []
      child.stdout.on('data', (chunk) => output.push(chunk))
      child.stderr.on('data', (chunk) => output.push(chunk))
      const end = (error, outcome) => {
        if (!running.delete(child)) return
        announce(`${label} (${line}): ${outcome} after ${((Date.now() - started) / 1000).toFixed(0)} s`)
        process.stdout.write(Buffer.concat(output))
        if (error && !failure) {
          failure = error
          for (const other of running) stop(other)
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
  })
}

function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // Already gone.
  }
}
