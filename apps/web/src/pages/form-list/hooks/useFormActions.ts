import { message } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  bindForm,
  deleteForm,
  publishForm,
  setFormEnabled,
  type BizType,
  type FormSummary,
} from '../../../api'
import { notifyPublished } from '../../../shared/library-designer'

/** The row actions of the form table; each refreshes the library when it succeeds. */
export function useFormActions() {
  const queryClient = useQueryClient()
  const [messageApi, messageHolder] = message.useMessage()
  const done = (text: string) => {
    void messageApi.success(text)
    void queryClient.invalidateQueries({ queryKey: ['forms'] })
  }
  const publish = useMutation({
    mutationFn: (form: FormSummary) => publishForm(form.id, form.revision),
    onSuccess: (version) => {
      notifyPublished(messageApi, version)
      void queryClient.invalidateQueries({ queryKey: ['forms'] })
    },
  })
  const enable = useMutation({
    mutationFn: ({ form, enabled }: { form: FormSummary; enabled: boolean }) =>
      setFormEnabled(form.id, enabled),
    onSuccess: (form) => done(form.status === 'disabled' ? '表单已停用' : '表单已启用'),
  })
  const remove = useMutation({
    mutationFn: (form: FormSummary) => deleteForm(form.id),
    onSuccess: () => done('表单已删除'),
  })
  const bind = useMutation({
    mutationFn: ({ bizType, formId }: { bizType: BizType; formId: number | null }) =>
      bindForm(bizType, formId),
    onSuccess: (binding) =>
      done(
        binding.form
          ? `已将 ${binding.form.name} 绑定到${binding.bizTypeName}`
          : `已解除${binding.bizTypeName}的绑定`,
      ),
  })
  return { publish, enable, remove, bind, messageHolder }
}
