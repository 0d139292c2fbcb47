/** Full-page navigation (sign-in, sign-out, suite links); one object so tests can observe it. */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url)
  },
  /** Navigates by submitting an empty form with POST (sign-out: a GET link from any site must not end a session). */
  post(url: string): void {
    const form = document.createElement('form')
    form.method = 'post'
    form.action = url
    document.body.append(form)
    form.submit()
  },
}
