import { ApartmentOutlined, BranchesOutlined, EyeInvisibleOutlined, FunctionOutlined } from '@ant-design/icons'
import { Button, Drawer, Empty, Tag, Tooltip, Tree } from 'antd'
import { useMemo, useState, type ReactNode } from 'react'
import { useDesignerModel, useDesignerState, useFormJson } from '../hooks'
import { useLocale, useLocalText } from '../locale'
import { logicMarks, logicTexts, type LogicTexts } from '../logic-editors'
import { outlineTexts } from './messages'
import { buildOutlineTree, type OutlineNode } from './outlineTree'

interface TreeItem {
  key: string
  title: ReactNode
  children: TreeItem[]
}

interface MarkTexts {
  hidden: string
  logic: LogicTexts
}

function toTreeItems(nodes: OutlineNode[], texts: MarkTexts): TreeItem[] {
  return nodes.map((node) => ({
    key: node.key,
    title: (
      <span data-outline-id={node.key} className={node.hidden ? 'tfd-outline-hidden' : undefined}>
        {node.title}
        {node.hidden && (
          <Tag icon={<EyeInvisibleOutlined />} style={{ marginInlineStart: 6 }}>
            {texts.hidden}
          </Tag>
        )}
        {node.hasRules && (
          <Tag icon={<BranchesOutlined />} color="blue" title={texts.logic.hasRules} data-outline-mark="rules" style={{ marginInlineStart: 6 }}>
            {texts.logic.rulesTag}
          </Tag>
        )}
        {node.hasFormula && (
          <Tag icon={<FunctionOutlined />} color="purple" title={texts.logic.hasFormula} data-outline-mark="formula" style={{ marginInlineStart: 6 }}>
            {texts.logic.formulaTag}
          </Tag>
        )}
      </span>
    ),
    children: toTreeItems(node.children, texts),
  }))
}

/** Brings the widget's frame on the canvas into view. */
function scrollToWidget(id: string): void {
  document.querySelector(`.tfd-canvas [data-designer-id="${CSS.escape(id)}"]`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
}

/** 组件层次结构树: a drawer with the form's widget tree; a click selects the widget and shows it on the canvas. */
export function OutlineDrawer() {
  const text = useLocalText(outlineTexts)
  const [open, setOpen] = useState(false)
  return (
    <>
      <Tooltip title={text.open}>
        <Button type="text" icon={<ApartmentOutlined />} aria-label={text.open} aria-expanded={open} onClick={() => setOpen(true)} />
      </Tooltip>
      <Drawer title={text.title} open={open} onClose={() => setOpen(false)} mask={false} size={320} destroyOnHidden>
        <OutlineTree />
      </Drawer>
    </>
  )
}

/** The drawer's content: mounted only while it is open, so a closed drawer costs an edit nothing. */
function OutlineTree() {
  const model = useDesignerModel()
  const text = useLocalText(outlineTexts)
  const logic = useLocalText(logicTexts)
  const locale = useLocale()
  const json = useFormJson(model.store)
  const selectedId = useDesignerState((m) => m.getSelectedId())
  const items = useMemo(() => toTreeItems(buildOutlineTree(json.widgetList, locale, logicMarks(json)), { hidden: text.hidden, logic }), [json, locale, text.hidden, logic])
  const select = (id: string) => {
    model.select(id)
    scrollToWidget(id)
  }
  if (items.length === 0) return <Empty description={text.empty} />
  return (
    <Tree<TreeItem>
      treeData={items}
      defaultExpandAll
      blockNode
      selectedKeys={selectedId === null ? [] : [selectedId]}
      onSelect={(_, info) => select(String(info.node.key))}
    />
  )
}
