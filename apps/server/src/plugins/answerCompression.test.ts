import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import answerCompression, { chooseEncoding, COMPRESSION_THRESHOLD } from './answerCompression.js'

const rows = Array.from({ length: 200 }, (_, id) => ({ id, name: `合同 ${id}`, amount: id * 1000 }))
const app = Fastify()

beforeAll(async () => {
  await app.register(answerCompression)
  app.get('/list', () => ({ code: 0, data: rows }))
  app.get('/small', () => ({ code: 0, data: 'ok' }))
  app.get('/bytes', (_request, reply) => reply.type('application/octet-stream').send(Buffer.alloc(4096, 1)))
  await app.ready()
})
afterAll(() => app.close())

describe('answer compression', () => {
  it('sends a JSON answer above the threshold brotli- or gzip-compressed as accepted', async () => {
    const plain = JSON.stringify({ code: 0, data: rows })
    expect(plain.length).toBeGreaterThan(COMPRESSION_THRESHOLD)
    const br = await app.inject({ url: '/list', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length)
    expect(br.rawPayload.length).toBeLessThan(plain.length / 3)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual({ code: 0, data: rows })
    const gz = await app.inject({ url: '/list', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual({ code: 0, data: rows })
  })

  it('leaves small answers, binary answers and clients without an accepted encoding alone', async () => {
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.headers.vary).toBe('Accept-Encoding')
    expect(small.json()).toEqual({ code: 0, data: 'ok' })
    const bytes = await app.inject({ url: '/bytes', headers: { 'accept-encoding': 'br' } })
    expect(bytes.headers['content-encoding']).toBeUndefined()
    expect(bytes.rawPayload.length).toBe(4096)
    const identity = await app.inject({ url: '/list', headers: { 'accept-encoding': 'identity' } })
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.json()).toEqual({ code: 0, data: rows })
    const none = await app.inject({ url: '/list' })
    expect(none.headers['content-encoding']).toBeUndefined()
  })

  it('reads Accept-Encoding qualities: brotli first, q=0 refuses, * stands for the rest', () => {
    expect(chooseEncoding('gzip, br')).toBe('br')
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseEncoding('BR;Q=0.1')).toBe('br')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip')
    expect(chooseEncoding('deflate, identity')).toBeUndefined()
    expect(chooseEncoding('')).toBeUndefined()
    expect(chooseEncoding(undefined)).toBeUndefined()
  })
})
