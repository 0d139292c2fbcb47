/** Minimal listener set: subscribe() returns its own unsubscribe and is bound, so it can be passed bare. */
export class Subscribable<TListener extends (...args: never[]) => void> {
  protected readonly listeners = new Set<TListener>()

  constructor() {
    this.subscribe = this.subscribe.bind(this)
  }

  subscribe(listener: TListener): () => void {
    this.listeners.add(listener)
    this.onSubscribe()
    return () => {
      this.listeners.delete(listener)
      this.onUnsubscribe()
    }
  }

  hasListeners(): boolean {
    return this.listeners.size > 0
  }

  protected onSubscribe(): void {}

  protected onUnsubscribe(): void {}
}
