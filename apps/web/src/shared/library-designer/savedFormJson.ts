import { MAX_FORM_JSON_BYTES, compactFormJson, type FormJson } from '@tandem/form-core'

const MB = 1024 * 1024

/** A save the browser does not send: the server would answer 413 and the author learn nothing. */
export class FormJsonTooLargeError extends Error {
  override name = 'FormJsonTooLargeError'
}

/** Why a form JSON of `bytes` (UTF-8) cannot be stored, naming the limit; null when it can. */
export function formJsonTooLarge(bytes: number): string | null {
  return bytes > MAX_FORM_JSON_BYTES ? `表单 JSON 有 ${(bytes / MB).toFixed(1)} MB，超过保存上限 ${MAX_FORM_JSON_BYTES / MB} MB` : null
}

/**
 * The body 保存 sends for a designer's JSON: compact (options equal to their defaults left out, as
 * loading fills them back; a field as VForm's designer writes it is about 800 bytes, most of them
 * defaults), and refused here, naming the limit, when it is still over what the server accepts.
 */
export function savedFormBody(revision: number, json: FormJson): { revision: number; json: FormJson } {
  const body = { revision, json: compactFormJson(json) }
  const tooLarge = formJsonTooLarge(new TextEncoder().encode(JSON.stringify(body)).length)
  if (tooLarge) throw new FormJsonTooLargeError(`${tooLarge}，未保存；请删减字段、脚本或样式后再保存`)
  return body
}
