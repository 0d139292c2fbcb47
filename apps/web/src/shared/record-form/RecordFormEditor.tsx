import type { FormData } from '@tandem/form-core'
import { FormRender, type FormRenderApi } from '@tandem/form-render'
import { Button, Flex, theme } from 'antd'
import type { MessageInstance } from 'antd/es/message/interface'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import {
  discardRecordDraft,
  fieldErrorsOf,
  recordFormQuery,
  saveRecordForm,
  type FormFieldError,
  type RecordForm,
} from '../../api'
import { DraftNotice } from './DraftNotice'
import { useDraftAutosave } from './hooks/useDraftAutosave'
import { ServerFieldErrors } from './ServerFieldErrors'

interface RecordFormEditorProps {
  contractId: number
  form: RecordForm & { current: NonNullable<RecordForm['current']> }
  /** The tab's toasts: a save remounts the editor, so they outlive it there. */
  messageApi: MessageInstance
}

/**
 * The bound form's newest version, editable, holding the saved values of the fields whose names
 * still exist; 保存 validates in the browser, then on the server, whose refusals are listed above the
 * form and shown on their fields. Edits are kept as a draft on the server while typing.
 */
export function RecordFormEditor({ contractId, form, messageApi }: RecordFormEditorProps) {
  const { token } = theme.useToken()
  const queryClient = useQueryClient()
  const renderer = useRef<FormRenderApi>(null)
  const [serverErrors, setServerErrors] = useState<FormFieldError[]>([])
  const [draft, setDraft] = useState(form.draft)
  const read = useCallback(() => renderer.current?.getFormData(false) ?? null, [])
  const autosave = useDraftAutosave(contractId, form.current.versionId, read)

  const save = useMutation({
    mutationFn: (data: FormData) =>
      saveRecordForm(contractId, {
        versionId: form.current.versionId,
        revision: form.saved?.revision ?? 0,
        data,
      }),
    onSuccess: () => {
      autosave.cancel()
      setServerErrors([])
      void messageApi.success('扩展信息已保存')
      void queryClient.invalidateQueries({ queryKey: recordFormQuery(contractId).queryKey })
    },
    onError: (error) => {
      const errors = fieldErrorsOf(error)
      setServerErrors(errors)
      renderer.current?.setErrors(errors.map((fieldError) => ({ ...fieldError, messages: [fieldError.message] })))
    },
  })

  const submit = async () => {
    const api = renderer.current
    if (!api) return
    if (!(await api.validateForm())) {
      void messageApi.error('请先修正标红的字段')
      return
    }
    save.mutate(api.getFormData(false))
  }

  const restore = () => {
    if (draft) renderer.current?.setFormData(draft.data)
    setDraft(null)
  }
  const discard = () => {
    autosave.cancel()
    setDraft(null)
    void discardRecordDraft(contractId)
  }

  return (
    <Flex vertical gap={token.marginMD}>
      {draft && <DraftNotice updatedAt={draft.updatedAt} onRestore={restore} onDiscard={discard} />}
      <ServerFieldErrors errors={serverErrors} />
      <FormRender
        ref={renderer}
        formJson={form.current.json}
        formData={form.saved?.data}
        onFormChange={autosave.changed}
      />
      <Flex justify="end">
        <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
          保存
        </Button>
      </Flex>
    </Flex>
  )
}
