import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { DrizzleQueryError } from 'drizzle-orm'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { envelopeCodes, errors, type ErrorCode } from '../errors.js'
import { failure } from './envelope.js'

const API_PREFIXES = ['/contracttandem/api/', '/unifiedauth/api/']

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] + '/'
  return API_PREFIXES.some((prefix) => path.startsWith(prefix))
}

function isRegistered(code: string): code is ErrorCode {
  return Object.hasOwn(errors, code)
}

/** Maps any thrown error onto the envelope; only registry errors and client faults keep their message. */
export function toEnvelope(error: FastifyError, request: FastifyRequest) {
  if (isRegistered(error.code)) {
    const override = envelopeCodes[error.code]
    const status = error.statusCode ?? 500
    return { status, body: failure(override?.code ?? status, override?.resultCode ?? error.code, error.message) }
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0]
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || '请求'
    return toEnvelope(new errors.TND_ERR_BAD_REQUEST(`参数 ${field} 不合法：${issue.message}`), request)
  }
  const cause = error instanceof DrizzleQueryError ? (error.cause as { code?: string } | undefined) : undefined
  if (cause?.code === '23505') return toEnvelope(new errors.TND_ERR_CONFLICT(), request)
  if (cause?.code === '23503') return toEnvelope(new errors.TND_ERR_REFERENCE(), request)
  // Raised by the sealed-record triggers (migrations 0002 and 0012) for any change to a sealed record.
  if (cause?.code === '55000') return toEnvelope(new errors.TND_ERR_RECORD_SEALED(), request)
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return toEnvelope(new errors.TND_ERR_BODY_TOO_LARGE(), request)
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return toEnvelope(new errors.TND_ERR_UNSUPPORTED_MEDIA_TYPE(request.headers['content-type'] ?? ''), request)
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return toEnvelope(new errors.TND_ERR_BAD_REQUEST('请求内容不是合法的 JSON'), request)
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return toEnvelope(new errors.TND_ERR_BAD_REQUEST('请求不合法'), request)
  }
  return toEnvelope(new errors.TND_ERR_INTERNAL(request.id), request)
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, body } = toEnvelope(error, request)
      if (status >= 500) request.log.error({ err: error }, 'request failed')
      else request.log.info({ code: body.resultCode, msg: body.msg }, 'request refused')
      return reply.status(status).send(body)
    })
    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const error = isApiPath(request.url) ? new errors.TND_ERR_API_NOT_FOUND() : new errors.TND_ERR_PAGE_NOT_FOUND()
      return reply.status(404).send(failure(404, error.code, error.message))
    })
  },
  { fastify: '5.x', name: 'tandem-error-handler' },
)
