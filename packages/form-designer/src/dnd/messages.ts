import type { LocalTexts } from '../locale'

const zhCN = {
  instructions: '在拖动手柄上按空格或回车拿起组件，用方向键在可放置的位置间移动，再按空格或回车放下，按 Esc 取消。',
  pickedUp: '已拿起{widget}。',
  position: '{widget}：{list}第 {index} 个位置。',
  refused: '{widget}不能放在这里：{reason}',
  dropped: '已放下{widget}。',
  cancelled: '已取消移动{widget}，组件回到原位。',
  rootList: '表单',
}

export const dndTexts: LocalTexts<typeof zhCN> = {
  'zh-CN': zhCN,
  'en-US': {
    instructions: 'To pick up a widget, press Space or Enter on its drag handle. Use the arrow keys to move between the places it can go, press Space or Enter to drop it, or Escape to cancel.',
    pickedUp: 'Picked up {widget}.',
    position: '{widget}: position {index} in {list}.',
    refused: '{widget} cannot go here: {reason}',
    dropped: 'Dropped {widget}.',
    cancelled: 'Moving {widget} was cancelled; it is back in its place.',
    rootList: 'the form',
  },
}
