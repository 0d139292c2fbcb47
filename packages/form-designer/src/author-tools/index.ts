export { AuthorToolsEnd, AuthorToolsStart } from './AuthorTools'
export type { AuthorToolsEndProps } from './AuthorTools'
