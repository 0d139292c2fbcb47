import { configure } from '@testing-library/react'

// Lazy chunks are transformed on first use; on a busy machine that can take seconds.
configure({ asyncUtilTimeout: 8000 })
