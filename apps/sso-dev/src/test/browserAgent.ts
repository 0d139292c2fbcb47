/** fetch with a cookie jar and no automatic redirects: each hop of a browser flow is visible. */
export class BrowserAgent {
  #cookies = new Map<string, string>()

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (this.#cookies.size > 0) {
      headers.set('cookie', [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const [name, value] = [pair.slice(0, pair.indexOf('=')).trim(), pair.slice(pair.indexOf('=') + 1).trim()]
      const expired = attributes.some((a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1]).getTime() < Date.now())
      if (value === '' || expired) this.#cookies.delete(name)
      else this.#cookies.set(name, value)
    }
    return response
  }

  postForm(url: string, fields: Record<string, string>): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    })
  }

  /** Follows redirects on the given origin and stops at the first hop that leaves it or is not a redirect. */
  async follow(url: string, response: Response): Promise<{ url: string; response: Response }> {
    let current = { url, response }
    const origin = new URL(url).origin
    while (current.response.status >= 300 && current.response.status < 400) {
      const next = new URL(current.response.headers.get('location') ?? '', current.url).toString()
      if (new URL(next).origin !== origin) return { url: next, response: current.response }
      current = { url: next, response: await this.request(next) }
    }
    return current
  }
}
