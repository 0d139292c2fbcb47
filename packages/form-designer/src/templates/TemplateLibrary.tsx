import { Button, Card, Modal } from 'antd'
import { useDesignerModel } from '../hooks'
import { fillText, useLocale, useLocalText } from '../locale'
import { applyTemplate } from './applyTemplate'
import { contractTemplates, type FormTemplate } from './contractTemplates'
import { templateTexts } from './messages'

export interface TemplateLibraryProps {
  templates?: readonly FormTemplate[]
}

/** The 表单模板 tab: a card per template; choosing one replaces the form, after a confirmation when the canvas is not empty. */
export function TemplateLibrary({ templates = contractTemplates }: TemplateLibraryProps) {
  const model = useDesignerModel()
  const locale = useLocale()
  const text = useLocalText(templateTexts)
  const [modal, modalHolder] = Modal.useModal()
  const choose = (template: FormTemplate) => {
    const apply = () => applyTemplate(model.store, template)
    if (model.store.getJson().widgetList.length === 0) return apply()
    void modal.confirm({
      title: fillText(text.confirmTitle, { title: template.title[locale] }),
      content: text.confirmContent,
      okText: text.ok,
      cancelText: text.cancel,
      onOk: apply,
    })
  }
  return (
    <>
      <ul className="tfd-template-list" aria-label={text.listLabel}>
        {templates.map((template) => (
          <li key={template.id}>
            <Card size="small" title={template.title[locale]} data-template-id={template.id}>
              <p>{template.description[locale]}</p>
              <Button size="small" type="primary" aria-label={`${text.use}：${template.title[locale]}`} onClick={() => choose(template)}>
                {text.use}
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      {modalHolder}
    </>
  )
}
