import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import { useLocalText } from '../locale'
import { panelTexts } from './messages'
import type { PanelSide } from './panelLayout'
import { useSidePanels } from './useSidePanels'

/** Folds a side panel away to give the canvas its width, and brings it back. */
export function PanelFoldButton({ side }: { side: PanelSide }) {
  const text = useLocalText(panelTexts)[side]
  const { panels, ids, toggleFold } = useSidePanels()
  const folded = panels[side].folded
  const label = folded ? text.unfold : text.fold
  // the icon points the way the panel goes: a folded left panel comes in from the left
  const icon = (side === 'left') === folded ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />
  return (
    <Tooltip title={label}>
      <Button type="text" icon={icon} aria-label={label} aria-expanded={!folded} aria-controls={ids[side]} onClick={() => toggleFold(side)} />
    </Tooltip>
  )
}
