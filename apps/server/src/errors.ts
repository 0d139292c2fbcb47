import createError from '@fastify/error'

// One registry of every error the API answers with. Each key equals its code; the message is the
// Chinese text the user sees (envelope msg), `%s` filled from the throw site.
export const errors = {
  // ===== Platform =====
  TND_ERR_API_NOT_FOUND: createError('TND_ERR_API_NOT_FOUND', '接口不存在', 404),
  TND_ERR_PAGE_NOT_FOUND: createError('TND_ERR_PAGE_NOT_FOUND', '资源不存在', 404),
  TND_ERR_INTERNAL: createError('TND_ERR_INTERNAL', '服务器内部错误（请求号 %s）', 500),
  TND_ERR_BAD_REQUEST: createError('TND_ERR_BAD_REQUEST', '%s', 400),
  TND_ERR_BODY_TOO_LARGE: createError('TND_ERR_BODY_TOO_LARGE', '请求内容过大', 413),
  TND_ERR_UNSUPPORTED_MEDIA_TYPE: createError('TND_ERR_UNSUPPORTED_MEDIA_TYPE', '不支持的请求内容类型：%s', 415),
  TND_ERR_UNPROCESSABLE: createError('TND_ERR_UNPROCESSABLE', '%s', 422),
  TND_ERR_CONFLICT: createError('TND_ERR_CONFLICT', '数据已存在或已被修改，请刷新后重试', 409),
  TND_ERR_REFERENCE: createError('TND_ERR_REFERENCE', '关联的数据不存在或仍被引用', 409),
  TND_ERR_ORIGIN_REJECTED: createError('TND_ERR_ORIGIN_REJECTED', '请求来源不被允许', 403),

  // ===== Authentication and permission =====
  TND_ERR_SESSION_EXPIRED: createError('TND_ERR_SESSION_EXPIRED', '登录已过期，请重新登录', 401),
  TND_ERR_IDENTITY_INVALID: createError('TND_ERR_IDENTITY_INVALID', '账号已停用或不存在，请重新登录', 401),
  TND_ERR_FORBIDDEN: createError('TND_ERR_FORBIDDEN', '无权访问该功能', 403),
  TND_ERR_RETURN_URL_INVALID: createError('TND_ERR_RETURN_URL_INVALID', 'returnUrl 不合法', 400),
  TND_ERR_LOGIN_STATE_INVALID: createError('TND_ERR_LOGIN_STATE_INVALID', '登录请求已失效，请重新登录', 400),
  TND_ERR_SSO_UNAVAILABLE: createError('TND_ERR_SSO_UNAVAILABLE', '统一身份认证服务暂不可用，请稍后重试', 502),

  // ===== Menus =====
  TND_ERR_SYSTEM_ID_INVALID: createError('TND_ERR_SYSTEM_ID_INVALID', 'SystemId 不合法', 400),
}

export type ErrorCode = keyof typeof errors

/** Envelope `code`/`resultCode` that differ from the default (HTTP status / error code). */
export const envelopeCodes: Partial<Record<ErrorCode, { code?: number; resultCode?: string }>> = {
  TND_ERR_SESSION_EXPIRED: { code: 20001 },
  TND_ERR_IDENTITY_INVALID: { resultCode: '0003' },
}
