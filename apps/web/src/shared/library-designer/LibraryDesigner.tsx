import type { FormJson } from '@tandem/form-core'
import { fillText, FormDesigner, removeDraft, useLocalText, type FormDesignerApi } from '@tandem/form-designer'
import { Alert, Button, Flex, Skeleton, Tag, Typography, message } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode, type RefObject } from 'react'
import { failureText, formQuery, publishForm, saveForm } from '../../api'
import { useLeaveGuard } from './hooks/useLeaveGuard'
import { FormJsonTooLargeError, savedFormBody } from './savedFormJson'
import { libraryDesignerTexts } from './libraryDesignerTexts'
import { notifyPublished } from './publishNotice'

/** Unsaved edits are kept per saved revision, so they come back only onto the draft they were made on. */
const autosaveKeyOf = (formId: number, revision: number) => `library-form-${formId}@${revision}`

interface LibraryDesignerProps {
  formId: number
  designer: RefObject<FormDesignerApi | null>
  /** first in the designer's toolbar, before the form's name (the page's breadcrumb) */
  lead?: ReactNode
  /** more tools for the designer's toolbar, before 发布 */
  tools?: ReactNode
}

/**
 * A library form in the designer: loads its draft, 保存 writes the draft on the revision it was
 * loaded with (another author's newer save answers 409 and this JSON stays in the designer) as
 * compact JSON, and says so without sending when it is over the server's limit,
 * 发布 saves pending changes and freezes the draft as a new version; leaving with unsaved changes asks first,
 * and unsaved changes kept in the browser come back when the same draft is opened again: a copy
 * older than the server's draft is dropped, a newer one is offered against it.
 */
export function LibraryDesigner({ formId, designer, lead, tools }: LibraryDesignerProps) {
  const texts = useLocalText(libraryDesignerTexts)
  const query = useQuery({ ...formQuery(formId), staleTime: Infinity })
  const queryClient = useQueryClient()
  const [messageApi, messageHolder] = message.useMessage()
  const [revision, setRevision] = useState<number | null>(null)
  const [dirty, setDirty] = useState(false)
  useLeaveGuard(dirty, '表单有未保存的修改，确定离开吗？')

  const loaded = query.data !== undefined
  useEffect(() => {
    if (!loaded) return
    return designer.current?.getSchemaStore().subscribe(() => setDirty(true))
  }, [designer, loaded])

  const save = useMutation({
    mutationFn: async (json: FormJson) => saveForm(formId, savedFormBody(revision ?? query.data!.revision, json)),
    // the server's refusals are toasted by the http layer; this one never reached it
    onError: (error) => {
      if (error instanceof FormJsonTooLargeError) void messageApi.error(error.message)
    },
    onSuccess: (saved) => {
      removeDraft(autosaveKeyOf(formId, revision ?? query.data!.revision))
      setRevision(saved.revision)
      setDirty(false)
      // the detail too: a designer opened later starts from this save, not the one cached before it
      void queryClient.invalidateQueries({ queryKey: ['forms', 'list'] })
      void queryClient.invalidateQueries({ queryKey: formQuery(formId).queryKey })
    },
  })
  const publish = useMutation({
    mutationFn: async () => {
      const current = dirty && designer.current ? (await save.mutateAsync(designer.current.getFormJson())).revision : (revision ?? query.data!.revision)
      return publishForm(formId, current)
    },
    onSuccess: (version) => {
      notifyPublished(messageApi, version)
      void queryClient.invalidateQueries({ queryKey: ['forms'] })
    },
  })

  if (query.isError) return <Alert type="error" showIcon title={failureText(query.error)} />
  if (!query.data) return <Skeleton active paragraph={{ rows: 10 }} />
  const form = query.data
  return (
    <div style={{ height: '100%' }}>
      <FormDesigner
        key={form.id}
        ref={designer}
        toolbarLead={
          <Flex gap={8} align="center">
            {lead}
            {/* the code in the name's tooltip keeps the toolbar on one line */}
            <Typography.Text strong title={form.code}>
              {form.name}
            </Typography.Text>
            <Tag>{form.latestVersion === null ? texts.unpublished : fillText(texts.publishedUpTo, { version: form.latestVersion })}</Tag>
            {dirty && <Tag color="warning">{texts.unsaved}</Tag>}
          </Flex>
        }
        initialJson={form.json}
        autosaveKey={autosaveKeyOf(form.id, revision ?? form.revision)}
        initialSavedAt={form.updatedAt}
        onSave={(json) => save.mutate(json, { onSuccess: () => void messageApi.success('草稿已保存') })}
        toolbarEnd={
          <>
            {tools}
            <Button loading={publish.isPending} onClick={() => publish.mutate()}>
              {texts.publish}
            </Button>
          </>
        }
      />
      {messageHolder}
    </div>
  )
}
