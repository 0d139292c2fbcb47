export { envelope, fakeAdapter } from './fakeAdapter'
export type { FakeAdapter, FakeReply } from './fakeAdapter'
export { LocationProbe, renderRoute } from './renderRoute'
export { contractRow, dictReply, failure } from './contractFixtures'
