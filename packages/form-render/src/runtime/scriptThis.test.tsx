import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { container, field, form, grid, renderForm, settle } from '../test-support'
import type { ContainerRef, FieldRef } from '../types'

const inputOf = (element: HTMLElement | null) => element?.querySelector('input') as HTMLInputElement
/** An edit typed into a text box and committed by leaving it, when VForm runs the change scripts. */
const type = (element: HTMLElement | null, value: string) => {
  const input = inputOf(element)
  fireEvent.focus(input)
  fireEvent.change(input, { target: { value } })
  fireEvent.blur(input)
}
const col = (name: string, widgets: ReturnType<typeof field>[]) => container('grid-col', name, widgets, { span: 12 })

describe("form scripts' this (VForm's form instance)", () => {
  it('formDataModel reads the current values (fixture 06 logs this.formDataModel.<field> on every change)', async () => {
    const f = renderForm(form([field('input', 'a'), field('number', 'n')], { onFormDataChange: 'this.addEC("seen", [this.formDataModel.a, this.formDataModel.n])' }))
    type(f.field('a'), 'typed')
    expect(f.api.getEC('seen')).toEqual(['typed', 0])
  })

  it('assigning a key of formDataModel sets that field: the widget shows it and getFormData has it', async () => {
    const f = renderForm(form([field('input', 'a'), field('input', 'b', { onChange: 'this.getFormRef().formDataModel.a = "from b:" + value' })]))
    type(f.field('b'), 'x')
    expect(inputOf(f.field('a')).value).toBe('from b:x')
    expect(f.api.getFormData(false)).toEqual({ a: 'from b:x', b: 'x' })
  })

  it('formDataModel in onFormCreated writes the initial values; keys, `in` and JSON follow the form', () => {
    const f = renderForm(form([field('input', 'a'), container('sub-form', 'rows', [field('input', 'x')], { showBlankRow: true })], {
      onFormCreated: 'this.formDataModel.a = "created"; this.addEC("keys", Object.keys(this.formDataModel)); this.addEC("has", ["a" in this.formDataModel, "x" in this.formDataModel])',
    }))
    expect(inputOf(f.field('a')).value).toBe('created')
    expect(f.api.getEC('keys')).toEqual(['a', 'rows'])
    expect(f.api.getEC('has')).toEqual([true, false])
    expect(JSON.parse(JSON.stringify(f.api.formDataModel))).toEqual({ a: 'created', rows: [{ x: '' }] })
  })

  it('sub-form rows of formDataModel read and write their row; assigning the rows replaces them', async () => {
    const f = renderForm(form([container('sub-form', 'rows', [field('input', 'x')])]), { formData: { rows: [{ x: 'one' }, { x: 'two' }] } })
    const data = f.api.formDataModel as { rows: { x: string }[] }
    expect(data.rows.map((row) => row.x)).toEqual(['one', 'two'])
    await act(async () => {
      data.rows[1].x = 'TWO'
    })
    expect(f.fields('x').map((element) => inputOf(element).value)).toEqual(['one', 'TWO'])
    await act(async () => {
      data.rows = [data.rows[1], data.rows[0], { x: 'three' }]
    })
    expect(f.api.getSubFormValues('rows')).toEqual([{ x: 'TWO' }, { x: 'one' }, { x: 'three' }])
  })

  it('a key that is no field is kept on formDataModel without touching the form', () => {
    const f = renderForm(form([field('input', 'a')]))
    const data = f.api.formDataModel as Record<string, unknown>
    data.scratch = 42
    expect(data.scratch).toBe(42)
    expect(f.api.getFormData(false)).toEqual({ a: '' })
  })

  it('formJsonObj, formConfig and globalDsv are the loaded JSON, its formConfig and the globalDsv prop', () => {
    const f = renderForm(form([field('input', 'a')], { labelWidth: 120 }), { globalDsv: { base: '/api' } })
    expect(f.api.formJsonObj.widgetList[0].options.name).toBe('a')
    expect(f.api.formConfig.labelWidth).toBe(120)
    expect(f.api.globalDsv).toEqual({ base: '/api' })
  })

  it('widgetRefList holds v_form_ref and every widget by name (row fields as name@row<id>); subFormRefList the sub-forms', () => {
    const json = form([grid('g', [col('c1', [field('input', 'a')])]), container('sub-form', 'rows', [field('input', 'x')])])
    const f = renderForm(json, { formData: { rows: [{ x: '1' }, { x: '2' }] } })
    const list = f.api.widgetRefList
    const rowIds = (f.api.getWidgetRef('rows') as ContainerRef).getRowIdData()
    expect(list.v_form_ref).toBe(f.api)
    expect(Object.keys(list).sort()).toEqual(['a', 'c1', 'g', 'rows', 'v_form_ref', ...rowIds.map((id) => `x@row${id}`)].sort())
    expect(list.a).toBe(f.api.getWidgetRef('a'))
    expect((list[`x@row${rowIds[1]}`] as FieldRef).getValue()).toBe('2')
    expect(Object.keys(f.api.subFormRefList)).toEqual(['rows'])
    expect(f.api.subFormRefList.rows).toBe(f.api.getWidgetRef('rows'))
  })
})

describe("widget scripts' this (VForm's field instance)", () => {
  it('fieldModel reads the value and assigning it sets the value', async () => {
    const f = renderForm(form([field('input', 'a', { onChange: 'if (value === "x") this.fieldModel = this.fieldModel + "!"' })]))
    type(f.field('a'), 'x')
    expect(inputOf(f.field('a')).value).toBe('x!')
    expect((f.api.getWidgetRef('a') as FieldRef).fieldModel).toBe('x!')
  })

  it('oldFieldValue is the value before the change while onChange runs, the current value afterwards', async () => {
    const f = renderForm(form([field('input', 'a', { defaultValue: 'first', onChange: 'this.getFormRef().addEC("old", [this.oldFieldValue, oldValue, this.fieldModel])' })]))
    const ref = f.api.getWidgetRef('a') as FieldRef
    expect(ref.oldFieldValue).toBe('first')
    type(f.field('a'), 'second')
    expect(f.api.getEC('old')).toEqual(['first', 'first', 'second'])
    expect(ref.oldFieldValue).toBe('second')
  })

  it('formModel is the live form data; field is the schema; designState is false', async () => {
    const f = renderForm(form([field('input', 'a'), field('input', 'b', { onChange: 'this.formModel.a = this.field.options.name + ":" + value + ":" + this.designState' })]))
    type(f.field('b'), 'v')
    expect(f.api.getFieldValue('a')).toBe('b:v:false')
    expect((f.api.getWidgetRef('b') as FieldRef).formModel).toBe(f.api.formDataModel)
  })

  it("rules are VForm's rules of the moment: [] when optional, one required rule with its message, as setRequired leaves them", async () => {
    const f = renderForm(form([field('input', 'a'), field('input', 'b', { required: true, onChange: 'this.getFormRef().addEC("required", this.rules[0].required)' })]))
    expect((f.api.getWidgetRef('a') as FieldRef).rules).toEqual([])
    const ref = f.api.getWidgetRef('b') as FieldRef
    expect(ref.rules).toEqual([{ required: true, message: '字段值不可为空', trigger: ['blur'] }])
    type(f.field('b'), 'x')
    expect(f.api.getEC('required')).toBe(true)
    await f.run(() => ref.setRequired(false))
    expect(ref.rules).toEqual([])
  })

  it('rules carry a format check and onValidate as validators with the trigger and label, a hint as errorMsg', async () => {
    const f = renderForm(form([field('input', 'a', { label: '邮箱', required: true, requiredHint: '请填写邮箱', validation: 'email', validationHint: '邮箱格式不对', onValidate: 'callback()' })]))
    const rules = (f.api.getWidgetRef('a') as FieldRef).rules
    expect(rules.map(({ validator, ...rest }) => [typeof validator, rest])).toEqual([
      ['undefined', { required: true, message: '请填写邮箱', trigger: ['blur'] }],
      ['function', { trigger: ['blur', 'change'], label: '邮箱', errorMsg: '邮箱格式不对' }],
      ['function', { trigger: ['blur', 'change'], label: '邮箱' }],
    ])
    const check = (value: string) => new Promise<Error | undefined>((resolve) => rules[1].validator!(rules[1], value, resolve))
    expect((await check('not-mail'))?.message).toBe('邮箱格式不对')
    expect(await check('a@b.cn')).toBeUndefined()
  })

  it('subFormName, subFormRowIndex, subFormRowId and parentWidget place the field', () => {
    const json = form([grid('g', [col('c1', [field('input', 'a')])]), field('input', 'top'), container('sub-form', 'rows', [field('input', 'x')])])
    const f = renderForm(json, { formData: { rows: [{ x: '1' }, { x: '2' }] } })
    const rowIds = (f.api.getWidgetRef('rows') as ContainerRef).getRowIdData()
    const inRow = f.api.getWidgetRef(`x@row${rowIds[1]}`) as FieldRef
    expect([inRow.subFormName, inRow.subFormRowIndex, inRow.subFormRowId, inRow.parentWidget?.options.name]).toEqual(['rows', 1, rowIds[1], 'rows'])
    const inCol = f.api.getWidgetRef('a') as FieldRef
    expect([inCol.subFormName, inCol.subFormRowIndex, inCol.subFormRowId, inCol.parentWidget?.type]).toEqual(['', -1, '', 'grid-col'])
    expect((f.api.getWidgetRef('top') as FieldRef).parentWidget).toBeNull()
  })
})

describe('$message, $confirm, $alert and $nextTick on every instance', () => {
  const lastBox = () => [...document.querySelectorAll('.ant-modal-confirm')].at(-1) as HTMLElement
  const press = async (box: HTMLElement, label: string) => {
    const button = [...box.querySelectorAll('button')].find((element) => element.textContent?.replace(/\s/g, '') === label)
    await act(async () => button?.click())
    await settle()
  }

  it('$message and its success / warning / info / error methods show antd toasts (Element options accepted)', async () => {
    const f = renderForm(form([field('input', 'a', { onChange: 'this.$message.success("已保存"); this.$message({ message: "提示", type: "warning" })' })]))
    type(f.field('a'), 'x')
    await f.run((api) => {
      api.$message.error('出错了')
      api.$message.info({ message: '信息', duration: 0 })
    })
    await waitFor(() => expect(document.querySelectorAll('.ant-message-notice').length).toBe(4))
    const text = document.querySelector('.ant-message')?.textContent
    for (const part of ['已保存', '提示', '出错了', '信息']) expect(text).toContain(part)
    expect(document.querySelector('.ant-message-warning')?.textContent).toBe('提示')
    expect(document.querySelector('.ant-message-error')?.textContent).toBe('出错了')
  })

  it('$confirm resolves on OK and rejects with "cancel" on cancel, as Element; the box shows title and text', async () => {
    const f = renderForm(form([field('button', 'b', { onClick: 'this.$confirm("确定提交吗？", "提交", { confirmButtonText: "提交吧" }).then((r) => this.getFormRef().addEC("answer", r), (r) => this.getFormRef().addEC("answer", "rejected:" + r))' })]))
    const click = () => act(async () => f.field('b')?.querySelector('button')?.click())
    await click()
    await settle()
    expect(lastBox().querySelector('.ant-modal-confirm-title')?.textContent).toBe('提交')
    expect(lastBox().querySelector('.ant-modal-confirm-content')?.textContent).toBe('确定提交吗？')
    await press(lastBox(), '提交吧')
    expect(f.api.getEC('answer')).toBe('confirm')
    await click()
    await settle()
    await press(lastBox(), '取消')
    expect(f.api.getEC('answer')).toBe('rejected:cancel')
  })

  it('$alert resolves on OK; a container ref and a field ref reach the same boxes', async () => {
    const f = renderForm(form([container('card', 'box', [field('input', 'a')])]))
    const answer = (f.api.getWidgetRef('box') as ContainerRef).$alert('已提交', { title: '完成', type: 'success' })
    await settle()
    expect(lastBox().classList.contains('ant-modal-confirm-success')).toBe(true)
    await press(lastBox(), '确定')
    await expect(answer).resolves.toBe('confirm')
    const confirmed = (f.api.getWidgetRef('a') as FieldRef).$confirm('删除？').then(String, (reason: unknown) => `rejected:${String(reason)}`)
    await settle()
    await press(lastBox(), '取消')
    await expect(confirmed).resolves.toBe('rejected:cancel')
  })

  it("a dialog's scripts reach them too (onDialogOpened toasts through the parent form's holder)", async () => {
    const f = renderForm(form([container('vf-dialog', 'editor', [field('input', 'remark')], { title: '编辑', onDialogOpened: 'this.$message.warning("请填写备注")' })]))
    await f.run((api) => api.showDialog('editor'))
    await settle()
    await waitFor(() => expect(document.querySelector('.ant-message-warning')?.textContent).toBe('请填写备注'))
  })

  it('$nextTick runs its callback with the instance as this after the change is painted', async () => {
    const script = 'this.setLabel("新标签"); this.$nextTick(function () { this.getFormRef().addEC("label", [this === this.getWidgetRef("a"), document.querySelector("[data-widget-name=a] label").textContent]) })'
    const f = renderForm(form([field('input', 'a', { onChange: script })]))
    type(f.field('a'), 'x')
    await waitFor(() => expect(f.api.getEC('label')).toEqual([true, '新标签']))
  })

})
