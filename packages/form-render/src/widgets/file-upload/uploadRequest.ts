/** One upload as the widgets send it (reference §6): POST multipart, file part `file`. */
export interface UploadRequest {
  url: string
  file: Blob
  fileName: string
  /** extra form fields, `key` (the file name) among them */
  data: Readonly<Record<string, unknown>>
  headers: Readonly<Record<string, string>>
  /** send cookies on cross-origin requests too */
  withCredentials: boolean
  onProgress?(percent: number): void
}

export interface SentUpload {
  /** the parsed JSON answer (or its text) of a 2xx response */
  promise: Promise<unknown>
  abort(): void
}

/** A failed upload: `message` is the server's own text when it sent one. */
export class UploadRequestError extends Error {
  readonly status: number
  readonly response: unknown

  constructor(message: string, status: number, response: unknown) {
    super(message)
    this.name = 'UploadRequestError'
    this.status = status
    this.response = response
  }
}

/** The multipart body: the extra fields first, then the file part named `file`. */
export function buildUploadBody(file: Blob, fileName: string, data: Readonly<Record<string, unknown>>): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue
    if (value instanceof Blob) body.append(name, value)
    else body.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean))
  }
  body.append('file', file, fileName)
  return body
}

function parseAnswer(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function failureText(status: number, answer: unknown): string {
  if (typeof answer === 'object' && answer !== null) {
    const { msg, message } = answer as { msg?: unknown; message?: unknown }
    if (typeof msg === 'string' && msg !== '') return msg
    if (typeof message === 'string' && message !== '') return message
  }
  return `HTTP ${status}`
}

/** The host an upload went to, for messages; the URL itself when it does not parse. */
function hostOf(url: string): string {
  try {
    return new URL(url, globalThis.location?.href).host || url
  } catch {
    return url
  }
}

/**
 * Sends one upload with XMLHttpRequest (upload progress, abort, withCredentials as Element does).
 * A failure below HTTP (host unreachable, connection reset, blocked by the page's Content Security
 * Policy) gives the browser no reason to tell, so its message names the host and the likely
 * causes; a URL the browser refuses to open is reported as such, not with its English exception.
 */
export function sendUpload(request: UploadRequest): SentUpload {
  const xhr = new XMLHttpRequest()
  const promise = new Promise<unknown>((resolve, reject) => {
    try {
      xhr.open('POST', request.url, true)
    } catch {
      reject(new UploadRequestError(`上传地址无效：${request.url}`, 0, null))
      return
    }
    xhr.withCredentials = request.withCredentials
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onload = () => {
      const answer = parseAnswer(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300) resolve(answer)
      else reject(new UploadRequestError(failureText(xhr.status, answer), xhr.status, answer))
    }
    xhr.onerror = () => reject(new UploadRequestError(`无法连接上传地址 ${hostOf(request.url)}（网络不通、连接被重置或被站点的内容安全策略阻止）`, 0, null))
    xhr.onabort = () => reject(new UploadRequestError('上传已取消', 0, null))
    xhr.send(buildUploadBody(request.file, request.fileName, request.data))
  })
  return { promise, abort: () => xhr.abort() }
}
