import { loadFormJson, type FormJson } from '@tandem/form-core'
import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FormRender } from '../FormRender'
import { field, form, testShell } from '../test-support'
import { DEFER_FIELD_THRESHOLD } from '../runtime'

/** The browser's IntersectionObserver, driven by the test: `enter(element)` reports it in view. */
class ControlledObserver {
  static instances: ControlledObserver[] = []
  readonly targets = new Set<Element>()
  constructor(private readonly callback: IntersectionObserverCallback) {
    ControlledObserver.instances.push(this)
  }
  observe(target: Element) {
    this.targets.add(target)
  }
  unobserve(target: Element) {
    this.targets.delete(target)
  }
  disconnect() {
    this.targets.clear()
  }
  static enter(target: Element) {
    for (const observer of ControlledObserver.instances) {
      if (!observer.targets.has(target)) continue
      const entry = { target, isIntersecting: true } as IntersectionObserverEntry
      observer.callback([entry], observer as unknown as IntersectionObserver)
    }
  }
  /** Reports every observed placeholder, in view when `inView(its section name)`. */
  static report(inView: (name: string) => boolean) {
    for (const observer of ControlledObserver.instances) {
      const entries = [...observer.targets].map((target) => ({ target, isIntersecting: inView(target.getAttribute('data-deferred-section') ?? '') }) as IntersectionObserverEntry)
      observer.callback(entries, observer as unknown as IntersectionObserver)
    }
  }
  static observedNames(): string[] {
    return ControlledObserver.instances.flatMap((observer) => [...observer.targets].map((target) => target.getAttribute('data-deferred-section') ?? ''))
  }
}

const COUNT = DEFER_FIELD_THRESHOLD + 10
const largeForm = (): FormJson => loadFormJson(form(Array.from({ length: COUNT }, (_, i) => field('input', `f${i}`))))

function renderCanvas(schema: FormJson) {
  const result = render(<FormRender schema={schema} designShell={testShell} />)
  const q = (selector: string) => result.container.querySelector(selector)
  return { ...result, q, count: (selector: string) => result.container.querySelectorAll(selector).length }
}

describe('deferred sections of a large form on a design canvas', () => {
  beforeEach(() => {
    ControlledObserver.instances = []
    vi.stubGlobal('IntersectionObserver', ControlledObserver)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('draws every frame at once and a widget\'s content as it approaches, all with one observer', () => {
    const f = renderCanvas(largeForm())
    expect(f.count('[data-shell-widget]')).toBe(COUNT)
    expect(f.count('[data-deferred-section]')).toBe(COUNT)
    expect(f.q('[data-widget-name="f7"]')).toBeNull()
    expect(ControlledObserver.instances).toHaveLength(1)
    const placeholder = f.q('[data-shell-widget="f7"] [data-deferred-section]') as Element
    act(() => ControlledObserver.enter(placeholder))
    expect(f.q('[data-shell-widget="f7"] [data-widget-name="f7"]')).not.toBeNull()
    expect(f.count('[data-deferred-section]')).toBe(COUNT - 1)
    expect(ControlledObserver.instances[0].targets.has(placeholder)).toBe(false)
  })

  it('watches the ends of a run of placeholders and one every 400 px of it once the observer has reported on them', async () => {
    renderCanvas(largeForm())
    expect(ControlledObserver.observedNames()).toHaveLength(COUNT)
    await act(async () => ControlledObserver.report(() => false))
    const observed = ControlledObserver.observedNames().map((name) => Number(name.slice(1))).sort((a, b) => a - b)
    expect(observed.length).toBeLessThan(COUNT / 5)
    expect(observed[0]).toBe(0)
    expect(observed.at(-1)).toBe(COUNT - 1)
    // an input's placeholder is one 50 px row: never more than 400 px of placeholders between two observed ones
    for (let i = 1; i < observed.length; i++) expect(observed[i] - observed[i - 1] - 1).toBeLessThanOrEqual(8)
  })

  it('mounts the placeholders in view between observed ones once an observed one is in view', async () => {
    const f = renderCanvas(largeForm())
    await act(async () => ControlledObserver.report(() => false))
    const observed = new Set(ControlledObserver.observedNames())
    const first = [...Array(COUNT).keys()].find((i) => i > 0 && !observed.has(`f${i}`) && observed.has(`f${i + 1}`))!
    const inView = (name: string) => Math.abs(Number(name.slice(1)) - first) <= 2
    // the observed placeholder in view mounts, and its unobserved neighbours are watched
    await act(async () => ControlledObserver.report(inView))
    expect(f.q(`[data-widget-name="f${first + 1}"]`)).not.toBeNull()
    expect(f.q(`[data-widget-name="f${first}"]`)).toBeNull()
    await act(async () => ControlledObserver.report(inView))
    for (let i = first - 2; i <= first + 2; i++) expect(f.q(`[data-widget-name="f${i}"]`)).not.toBeNull()
    expect(f.q(`[data-widget-name="f${first - 3}"]`)).toBeNull()
    expect(f.q(`[data-widget-name="f${first + 3}"]`)).toBeNull()
    await act(async () => ControlledObserver.report(inView))
    expect(ControlledObserver.observedNames().length).toBeLessThan(COUNT / 5)
    // the runs on either side of the mounted ones end next to them
    expect(ControlledObserver.observedNames()).toEqual(expect.arrayContaining([`f${first - 3}`, `f${first + 3}`]))
  })

  it('draws a widget added after loading at once', () => {
    const schema = largeForm()
    const f = renderCanvas(schema)
    const added = { ...schema, widgetList: [...schema.widgetList, ...loadFormJson(form([field('input', 'added')])).widgetList] }
    f.rerender(<FormRender schema={added} designShell={testShell} />)
    expect(f.q('[data-shell-widget="added"] [data-widget-name="added"]')).not.toBeNull()
    expect(f.q('[data-shell-widget="added"] [data-deferred-section]')).toBeNull()
  })

  it('defers nothing in a form at the threshold', () => {
    const f = renderCanvas(loadFormJson(form(Array.from({ length: DEFER_FIELD_THRESHOLD }, (_, i) => field('input', `f${i}`)))))
    expect(f.count('[data-deferred-section]')).toBe(0)
    expect(f.count('[data-widget-type="input"]')).toBe(DEFER_FIELD_THRESHOLD)
  })
})
