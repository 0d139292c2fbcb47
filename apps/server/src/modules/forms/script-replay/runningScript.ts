const CAPACITY = 200

/**
 * The script a replay worker runs now, written to memory shared with the pool, so a worker the
 * pool has to stop (stuck in native code past its budget) can still be reported by script name.
 */
export class RunningScript {
  readonly #length: Int32Array
  readonly #chars: Uint16Array

  constructor(buffer: SharedArrayBuffer) {
    this.#length = new Int32Array(buffer, 0, 1)
    this.#chars = new Uint16Array(buffer, 4, CAPACITY)
  }

  static buffer(): SharedArrayBuffer {
    return new SharedArrayBuffer(4 + CAPACITY * 2)
  }

  set(where: { owner: string; hook: string }): void {
    const text = `${where.owner}\u0000${where.hook}`.slice(0, CAPACITY)
    for (let index = 0; index < text.length; index++) this.#chars[index] = text.charCodeAt(index)
    Atomics.store(this.#length, 0, text.length)
  }

  clear(): void {
    Atomics.store(this.#length, 0, 0)
  }

  get(): { owner: string; hook: string } | null {
    const length = Atomics.load(this.#length, 0)
    if (length === 0) return null
    const [owner, hook = ''] = String.fromCharCode(...this.#chars.subarray(0, length)).split('\u0000')
    return { owner, hook }
  }
}
