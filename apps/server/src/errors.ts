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
  TND_ERR_URL_INVALID: createError('TND_ERR_URL_INVALID', '请求地址不合法', 400),
  TND_ERR_URL_TOO_LONG: createError('TND_ERR_URL_TOO_LONG', '请求地址过长', 414),
  TND_ERR_HEADERS_TOO_LARGE: createError('TND_ERR_HEADERS_TOO_LARGE', '请求地址或请求头过长', 431),
  TND_ERR_REQUEST_TIMEOUT: createError('TND_ERR_REQUEST_TIMEOUT', '请求超时，请重试', 408),
  TND_ERR_TEXT_NUL: createError('TND_ERR_TEXT_NUL', '参数 %s 不合法：不能包含空字符', 400),
  TND_ERR_SHUTTING_DOWN: createError('TND_ERR_SHUTTING_DOWN', '服务正在重启，请稍后重试', 503),

  // ===== Authentication and permission =====
  TND_ERR_SESSION_EXPIRED: createError('TND_ERR_SESSION_EXPIRED', '登录已过期，请重新登录', 401),
  TND_ERR_IDENTITY_INVALID: createError('TND_ERR_IDENTITY_INVALID', '账号已停用或不存在，请重新登录', 401),
  TND_ERR_FORBIDDEN: createError('TND_ERR_FORBIDDEN', '无权访问该功能', 403),
  TND_ERR_RETURN_URL_INVALID: createError('TND_ERR_RETURN_URL_INVALID', 'returnUrl 不合法', 400),
  TND_ERR_LOGIN_STATE_INVALID: createError('TND_ERR_LOGIN_STATE_INVALID', '登录请求已失效，请重新登录', 400),
  TND_ERR_LOGIN_RATE_LIMITED: createError('TND_ERR_LOGIN_RATE_LIMITED', '登录请求过于频繁，请稍后再试', 429),
  TND_ERR_SSO_UNAVAILABLE: createError('TND_ERR_SSO_UNAVAILABLE', '统一身份认证服务暂不可用，请稍后重试', 502),

  // ===== Menus =====
  TND_ERR_SYSTEM_ID_INVALID: createError('TND_ERR_SYSTEM_ID_INVALID', 'SystemId 不合法', 400),

  // ===== Contracts =====
  TND_ERR_RECORD_NOT_FOUND: createError('TND_ERR_RECORD_NOT_FOUND', '记录不存在', 404),
  // Unknown and not visible answer alike, so an answer never tells whether a record exists.
  TND_ERR_RECORD_FORBIDDEN: createError('TND_ERR_RECORD_FORBIDDEN', '无权查看该记录', 403),
  TND_ERR_SIGN_DATE_RANGE: createError('TND_ERR_SIGN_DATE_RANGE', '签订日期起始不能晚于结束日期', 400),
  TND_ERR_AMOUNT_RANGE: createError('TND_ERR_AMOUNT_RANGE', '金额下限不能大于上限', 400),
  TND_ERR_CURSOR_INVALID: createError('TND_ERR_CURSOR_INVALID', 'cursor 不合法', 400),
  TND_ERR_RECORD_SEALED: createError('TND_ERR_RECORD_SEALED', '该记录已封存，不能修改', 409),
  TND_ERR_DOWNLOAD_FORBIDDEN: createError('TND_ERR_DOWNLOAD_FORBIDDEN', '无权下载该记录的附件', 403),
  TND_ERR_PREVIEW_UNSUPPORTED: createError('TND_ERR_PREVIEW_UNSUPPORTED', '附件 %s 的类型不支持在线预览，请下载后查看', 415),
  TND_ERR_ATTACHMENT_FORBIDDEN: createError('TND_ERR_ATTACHMENT_FORBIDDEN', '无权为该记录添加附件', 403),
  TND_ERR_FILE_NOT_OWNED: createError('TND_ERR_FILE_NOT_OWNED', '只能添加自己上传的文件', 403),
  TND_ERR_EXPORT_TOO_LARGE: createError('TND_ERR_EXPORT_TOO_LARGE', '符合条件的记录超过 %s 条，无法导出；请增加筛选条件，缩小范围后再导出', 400),

  // ===== Sealing =====
  TND_ERR_OPERATE_TYPE_INVALID: createError('TND_ERR_OPERATE_TYPE_INVALID', 'operateType 不合法，应为 1（封存）或 2（解封）', 400),
  TND_ERR_ALREADY_SEALED: createError('TND_ERR_ALREADY_SEALED', '合同 %s 已封存，无需重复封存', 409),
  TND_ERR_NOT_SEALED: createError('TND_ERR_NOT_SEALED', '合同 %s 未封存，无需解封', 409),
  TND_ERR_SEAL_FORBIDDEN: createError('TND_ERR_SEAL_FORBIDDEN', '只能封存或解封本部门的记录', 403),
  TND_ERR_SEAL_REASON_REQUIRED: createError('TND_ERR_SEAL_REASON_REQUIRED', '请填写%s原因', 400),
  TND_ERR_SEAL_REASON_TOO_LONG: createError('TND_ERR_SEAL_REASON_TOO_LONG', '%s原因不能超过 %s 个字符', 400),
  TND_ERR_ARCHIVE_LOCATION_TOO_LONG: createError('TND_ERR_ARCHIVE_LOCATION_TOO_LONG', '档案位置不能超过 %s 个字符', 400),

  // ===== Access authorization =====
  TND_ERR_GRANTEE_REQUIRED: createError('TND_ERR_GRANTEE_REQUIRED', '授权对象不能为空', 400),
  TND_ERR_VALIDITY_ORDER: createError('TND_ERR_VALIDITY_ORDER', '有效期结束时间必须晚于开始时间', 400),
  TND_ERR_VALIDITY_TOO_LONG: createError('TND_ERR_VALIDITY_TOO_LONG', '有效期不能超过一年', 400),
  TND_ERR_VALIDITY_PASSED: createError('TND_ERR_VALIDITY_PASSED', '有效期结束时间不能早于当前时间', 400),
  TND_ERR_GRANTEE_USER_INVALID: createError('TND_ERR_GRANTEE_USER_INVALID', '用户 %s 不存在或已停用', 400),
  TND_ERR_GRANTEE_DEPARTMENT_INVALID: createError('TND_ERR_GRANTEE_DEPARTMENT_INVALID', '部门 %s 不存在', 400),
  TND_ERR_APPLICATION_NOT_FOUND: createError('TND_ERR_APPLICATION_NOT_FOUND', '授权申请 %s 不存在', 404),
  TND_ERR_APPLICATION_DECIDED: createError('TND_ERR_APPLICATION_DECIDED', '该申请已处理，不能重复审批', 409),
  TND_ERR_REJECT_COMMENT_REQUIRED: createError('TND_ERR_REJECT_COMMENT_REQUIRED', '驳回时必须填写审批意见', 400),
  TND_ERR_SELF_APPROVAL: createError('TND_ERR_SELF_APPROVAL', '不能审批自己提交的申请', 403),
  TND_ERR_SELF_GRANT_APPROVAL: createError('TND_ERR_SELF_GRANT_APPROVAL', '不能审批授权给自己或本部门的申请', 403),
  TND_ERR_WITHDRAW_NOT_PENDING: createError('TND_ERR_WITHDRAW_NOT_PENDING', '该申请已处理，不能撤回', 409),

  // ===== Files =====
  TND_ERR_UPLOAD_INCOMPLETE: createError('TND_ERR_UPLOAD_INCOMPLETE', '上传内容不完整或中断，请重新上传', 400),
  TND_ERR_UPLOAD_NOT_MULTIPART: createError('TND_ERR_UPLOAD_NOT_MULTIPART', '请以 multipart/form-data 上传文件（文件字段名 file）', 415),
  TND_ERR_FILE_REQUIRED: createError('TND_ERR_FILE_REQUIRED', '请选择要上传的文件', 400),
  TND_ERR_FILE_EMPTY: createError('TND_ERR_FILE_EMPTY', '文件 %s 内容为空', 400),
  TND_ERR_FILE_NAME_INVALID: createError('TND_ERR_FILE_NAME_INVALID', '文件名不合法', 400),
  TND_ERR_FILE_TOO_LARGE: createError('TND_ERR_FILE_TOO_LARGE', '文件大小超过限制（最大 %s MB）', 413),
  TND_ERR_FILE_TYPE_NOT_ALLOWED: createError('TND_ERR_FILE_TYPE_NOT_ALLOWED', '不支持的文件类型：%s', 415),
  TND_ERR_FILE_CONTENT_MISMATCH: createError('TND_ERR_FILE_CONTENT_MISMATCH', '文件 %s 的内容与扩展名不符', 415),
  TND_ERR_FILE_EXECUTABLE: createError('TND_ERR_FILE_EXECUTABLE', '文件 %s 的内容是可执行程序（%s），不允许上传', 415),
  TND_ERR_SVG_UNSAFE: createError('TND_ERR_SVG_UNSAFE', 'SVG 文件 %s 含有脚本、事件处理属性或外部内容，不允许上传', 415),
  TND_ERR_UPLOAD_RATE_LIMITED: createError('TND_ERR_UPLOAD_RATE_LIMITED', '上传过于频繁，请稍后再试', 429),
  TND_ERR_FILE_NOT_FOUND: createError('TND_ERR_FILE_NOT_FOUND', '文件不存在', 404),

  // ===== Form library and record forms =====
  TND_ERR_FORM_NOT_FOUND: createError('TND_ERR_FORM_NOT_FOUND', '表单 %s 不存在', 404),
  TND_ERR_FORM_CODE_TAKEN: createError('TND_ERR_FORM_CODE_TAKEN', '表单编码 %s 已存在', 409),
  TND_ERR_FORM_JSON_INVALID: createError('TND_ERR_FORM_JSON_INVALID', '表单 JSON 不合法：%s', 422),
  TND_ERR_FORM_DUPLICATE_NAMES: createError('TND_ERR_FORM_DUPLICATE_NAMES', '表单中的组件名称重复：%s', 422),
  TND_ERR_FORM_LOGIC_INVALID: createError('TND_ERR_FORM_LOGIC_INVALID', '表单的联动规则或公式有误，不能发布：%s', 422),
  TND_ERR_FORM_REVISION_STALE: createError('TND_ERR_FORM_REVISION_STALE', '表单已被%s保存过（当前修订号 %s），您的修改尚未保存，请刷新后重新合并再保存', 409),
  TND_ERR_FORM_UNDELETABLE: createError('TND_ERR_FORM_UNDELETABLE', '表单已发布过，不能删除，可以停用', 409),
  TND_ERR_FORM_NOT_PUBLISHED: createError('TND_ERR_FORM_NOT_PUBLISHED', '表单 %s 未发布或已停用，不能绑定', 409),
  TND_ERR_FORM_BOUND: createError('TND_ERR_FORM_BOUND', '表单已绑定到%s，请先解除绑定', 409),
  TND_ERR_FORM_VERSION_NOT_FOUND: createError('TND_ERR_FORM_VERSION_NOT_FOUND', '表单版本 %s 不存在', 404),
  TND_ERR_RECORD_FORM_UNBOUND: createError('TND_ERR_RECORD_FORM_UNBOUND', '%s未绑定表单', 404),
  TND_ERR_RECORD_EDIT_FORBIDDEN: createError('TND_ERR_RECORD_EDIT_FORBIDDEN', '无权修改该记录的表单数据（仅本部门人员或管理员可修改）', 403),
  TND_ERR_RECORD_FORM_OUTDATED: createError('TND_ERR_RECORD_FORM_OUTDATED', '表单已发布新版本（第 %s 版），请刷新后重新填写', 409),
  TND_ERR_RECORD_FORM_STALE: createError('TND_ERR_RECORD_FORM_STALE', '表单数据已被他人保存，请刷新后再保存', 409),
  TND_ERR_FORM_DATA_INVALID: createError('TND_ERR_FORM_DATA_INVALID', '表单数据校验未通过：%s', 422),
  TND_ERR_FORM_SCRIPT_FAILED: createError('TND_ERR_FORM_SCRIPT_FAILED', '表单脚本在服务器上运行失败，数据未保存：%s', 422),
  TND_ERR_FORM_SCRIPT_INVALID: createError('TND_ERR_FORM_SCRIPT_INVALID', '表单脚本有语法错误，不能发布：%s', 422),
}

export type ErrorCode = keyof typeof errors

/** Envelope `code`/`resultCode` that differ from the default (HTTP status / error code). */
export const envelopeCodes: Partial<Record<ErrorCode, { code?: number; resultCode?: string }>> = {
  TND_ERR_SESSION_EXPIRED: { code: 20001 },
  TND_ERR_IDENTITY_INVALID: { resultCode: '0003' },
}
