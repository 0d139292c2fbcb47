import type { Socket } from 'node:net'

/**
 * Notices a connection that stops sending: every half `idleMs` it compares the bytes read so far
 * with the last look, and calls `onIdle` once when nothing arrived in between (so after `idleMs` to
 * 1.5 × `idleMs` of silence). It reads a counter only, adding no listener to the request's streams.
 */
export class IdleWatch {
  #lastBytes: number
  #timer: NodeJS.Timeout

  constructor(socket: Socket, idleMs: number, onIdle: () => void) {
    this.#lastBytes = socket.bytesRead
    this.#timer = setInterval(() => {
      if (socket.bytesRead !== this.#lastBytes) {
        this.#lastBytes = socket.bytesRead
        return
      }
      this.stop()
      onIdle()
    }, idleMs / 2)
    this.#timer.unref()
  }

  stop(): void {
    clearInterval(this.#timer)
  }
}
