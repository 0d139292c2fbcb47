import { afterAll, afterEach } from 'vitest'

// Runs before every test file of the React projects. The files of a worker share their modules and
// their document (isolate: false), so a hook a helper module registers on import would serve only
// the first file that imports it: the unmount after each test is registered here. It imports the
// testing library when the first test ends, so that a file can set up what react-dom reads as it loads.
afterEach(async () => (await import('@testing-library/react')).cleanup())

// What a file left in the document (a popup's portal, a tooltip), in the address or in storage is
// gone before the next one starts; the address is the one the document was loaded at. The next file
// then meets the page as shown again from the back/forward cache, so what an app keeps for a page's
// life (such as web's sign-in redirect under way, apps/web/src/api/http.ts) ends with the file.
afterAll(() => {
  document.body.replaceChildren()
  history.replaceState(null, '', '/')
  localStorage.clear()
  sessionStorage.clear()
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }))
})
