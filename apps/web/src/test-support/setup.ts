import { configure } from '@testing-library/react'
import { beforeAll } from 'vitest'

// Lazy chunks are transformed on first use; on a busy machine that can take seconds.
configure({ asyncUtilTimeout: 8000 })

// The files of a worker share one page (vitest.componentSetup.ts): each starts as that page shown
// again from the back/forward cache, so what the app keeps for a page's life (such as a sign-in
// redirect under way, src/api/http.ts) does not carry over from the file before.
beforeAll(() => {
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }))
})
