export { envelope, fakeAdapter } from './fakeAdapter'
export type { FakeAdapter, FakeReply } from './fakeAdapter'
