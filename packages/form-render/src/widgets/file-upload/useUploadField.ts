import { resolveUploadUrl } from '@tandem/form-core'
import { Upload, message, type UploadFile, type UploadProps } from 'antd'
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import type { FieldWidgetProps } from '../types'
import { exceededText, rejectionOf } from './uploadChecks'
import { safeUrl, toFileList, toUploadedFiles, uploadedEntry, withoutEntry, type UploadedFile } from './uploadedFiles'
import { readUploadOptions, UPLOAD_ERROR_DURATION, type UploadKind, type UploadOptions } from './uploadOptions'
import { sendUpload } from './uploadRequest'

export interface UploadField {
  options: UploadOptions
  fileList: UploadFile[]
  /** false once the count reaches the limit, in read mode or when read-only */
  canUpload: boolean
  /** the props for antd's Upload shared by both widgets */
  uploadProps: UploadProps
  /** renders the widget's messages (type, size, limit, upload errors) */
  messageHolder: ReactNode
}

const errorOf = (reason: unknown): Error => (reason instanceof Error ? reason : new Error(String(reason)))

/**
 * The behaviour of picture-upload and file-upload (SPEC §4, §5, §8): checks before upload, the
 * request, the value as `{name, url}` entries, removal and the upload hooks.
 */
export function useUploadField(props: FieldWidgetProps, kind: UploadKind, reading: boolean): UploadField {
  const options = readUploadOptions(props.options, kind)
  const [messageApi, messageHolder] = message.useMessage()
  const [fileList, setFileList] = useState<UploadFile[]>(() => toFileList(toUploadedFiles(props.value)))
  const [shownValue, setShownValue] = useState(props.value)
  // Successes arriving before the next render must build on the value just committed.
  const valueRef = useRef<UploadedFile[]>(toUploadedFiles(props.value))
  if (props.value !== shownValue) {
    setShownValue(props.value)
    setFileList((shown) => toFileList(toUploadedFiles(props.value), shown))
  }
  useLayoutEffect(() => {
    valueRef.current = toUploadedFiles(props.value)
  }, [props.value])

  const commit = (next: UploadedFile[]) => {
    valueRef.current = next
    props.onChange(next)
  }

  const reportError = (error: Error, file: UploadFile, list: UploadFile[]) => {
    if (props.hasEvent('onUploadError')) props.runEvent('onUploadError', [error, file, list])
    else void messageApi.error({ content: props.t('uploadError') + error.message, duration: UPLOAD_ERROR_DURATION })
  }

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const exceeded = exceededText(fileList.length, batch.length, options, props.t)
    if (exceeded !== null) {
      if (file === batch[0]) void messageApi.warning(exceeded)
      return Upload.LIST_IGNORE
    }
    const rejection = rejectionOf(file, kind, options, props.t)
    if (rejection !== null) {
      void messageApi.error(rejection)
      return Upload.LIST_IGNORE
    }
    if (props.hasEvent('onBeforeUpload') && props.runEvent('onBeforeUpload', [file]) === false) return Upload.LIST_IGNORE
    return true
  }

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError, onProgress }) => {
    const blob = file as File
    let url: string
    try {
      if (options.uploadURL === '') throw new Error('未设置上传地址（uploadURL）')
      url = resolveUploadUrl(options.uploadURL, props.globalDsv?.() ?? {})
    } catch (error) {
      onError?.(errorOf(error))
      return
    }
    const settings = props.uploadSettings?.() ?? { headers: {}, data: {} }
    const sent = sendUpload({
      url,
      file: blob,
      fileName: blob.name,
      data: { ...settings.data, key: blob.name },
      headers: settings.headers,
      withCredentials: options.withCredentials,
      onProgress: (percent) => onProgress?.({ percent }),
    })
    sent.promise.then(
      (answer) => onSuccess?.(answer),
      (error: unknown) => onError?.(errorOf(error)),
    )
    return { abort: sent.abort }
  }

  const onChange: UploadProps['onChange'] = ({ file, fileList: list }) => {
    if (file.status === 'done') {
      const hookResult = props.hasEvent('onUploadSuccess') ? props.runEvent('onUploadSuccess', [file.response, file, list]) : undefined
      const entry = uploadedEntry(hookResult, file.response, file.name)
      commit([...valueRef.current, entry])
      setFileList(list.map((item) => (item.uid === file.uid ? { ...item, name: entry.name, url: safeUrl(entry.url) } : item)))
    } else if (file.status === 'error') {
      const remaining = list.filter((item) => item.uid !== file.uid)
      setFileList(remaining)
      reportError(errorOf(file.error), file, remaining)
    } else {
      setFileList(list)
    }
  }

  const onRemove = (file: UploadFile) => {
    const remaining = fileList.filter((item) => item.uid !== file.uid)
    const next = withoutEntry(valueRef.current, file)
    if (next.length !== valueRef.current.length) commit(next)
    if (props.hasEvent('onFileRemove')) props.runEvent('onFileRemove', [file, remaining])
    return true
  }

  const locked = reading || props.readonly
  return {
    options,
    fileList,
    canUpload: !locked && (options.limit === null || fileList.length < options.limit),
    messageHolder,
    uploadProps: {
      fileList,
      beforeUpload,
      customRequest,
      onChange,
      onRemove,
      multiple: options.multipleSelect,
      disabled: props.disabled,
      showUploadList: (options.showFileList || reading) && { showRemoveIcon: !locked && !props.disabled },
    },
  }
}
