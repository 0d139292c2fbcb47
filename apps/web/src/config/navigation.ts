/** Full-page navigation (sign-in, sign-out, suite links); one object so tests can observe it. */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url)
  },
}
