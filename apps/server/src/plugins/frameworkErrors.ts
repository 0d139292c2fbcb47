import http from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { errors } from '../errors.js'
import { failure } from './envelope.js'
import { toEnvelope } from './errorHandler.js'

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`%`, `%G1`, `%ff%fe`) or a path
 * parameter over the router's length limit. Answered as envelopes, never echoing the path.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known =
    error.code === 'FST_ERR_BAD_URL'
      ? new errors.TND_ERR_URL_INVALID()
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? new errors.TND_ERR_URL_TOO_LONG()
        : error
  const { status, body } = toEnvelope(known, request)
  void reply.status(status).send(body)
}

function clientFailure(error: NodeJS.ErrnoException) {
  if (error.code === 'HPE_HEADER_OVERFLOW') return new errors.TND_ERR_HEADERS_TOO_LARGE()
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return new errors.TND_ERR_REQUEST_TIMEOUT()
  return new errors.TND_ERR_BAD_REQUEST('请求不合法')
}

/**
 * Node's `clientError`: a request Node itself could not parse (headers or URL over the size limit,
 * malformed HTTP, timeout) never reaches Fastify's handlers; it is answered here with an envelope
 * and the connection closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  if (!socket.writable) {
    socket.destroy(error)
    return
  }
  const refusal = clientFailure(error)
  const status = refusal.statusCode ?? 400
  const body = JSON.stringify(failure(status, refusal.code, refusal.message))
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  )
}
