// The answers' shapes are the server's own (@tandem/api-contract); types only, so zod stays out of the bundle.
export type { Envelope, MenuItem, MenusAndCodes, UserInfo } from '@tandem/api-contract'
