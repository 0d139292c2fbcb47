import {
  AlertOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  BgColorsOutlined,
  BlockOutlined,
  BuildOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  ColumnWidthOutlined,
  CreditCardOutlined,
  DatabaseOutlined,
  DownSquareOutlined,
  EditOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  FolderOutlined,
  FontColorsOutlined,
  HighlightOutlined,
  Html5Outlined,
  InsertRowBelowOutlined,
  LineOutlined,
  MenuUnfoldOutlined,
  NumberOutlined,
  PictureOutlined,
  ProfileOutlined,
  ScheduleOutlined,
  SelectOutlined,
  SlidersOutlined,
  StarOutlined,
  SwapOutlined,
  TableOutlined,
  UploadOutlined,
} from '@ant-design/icons'
import type { ComponentType } from 'react'

/** antd icons for VForm's palette icon names (a definition's `icon`). */
const ICONS: Readonly<Record<string, ComponentType>> = {
  grid: ColumnWidthOutlined,
  table: TableOutlined,
  tab: FolderOutlined,
  card: CreditCardOutlined,
  'sub-form': ProfileOutlined,
  'grid-sub-form': InsertRowBelowOutlined,
  'data-table': DatabaseOutlined,
  'vf-dialog': BlockOutlined,
  'vf-drawer': MenuUnfoldOutlined,
  'text-field': EditOutlined,
  'textarea-field': FileTextOutlined,
  'number-field': NumberOutlined,
  'radio-field': CheckCircleOutlined,
  'checkbox-field': CheckSquareOutlined,
  'select-field': DownSquareOutlined,
  'time-field': ClockCircleOutlined,
  'time-range-field': FieldTimeOutlined,
  'date-field': CalendarOutlined,
  'date-range-field': ScheduleOutlined,
  'switch-field': SwapOutlined,
  'rate-field': StarOutlined,
  'color-field': BgColorsOutlined,
  'slider-field': SlidersOutlined,
  'picture-upload-field': PictureOutlined,
  'file-upload-field': UploadOutlined,
  'rich-editor-field': HighlightOutlined,
  'cascader-field': ApartmentOutlined,
  'static-text': FontColorsOutlined,
  'html-text': Html5Outlined,
  button: SelectOutlined,
  divider: LineOutlined,
  alert: AlertOutlined,
  slot: BuildOutlined,
}

/** The palette icon named `name`; a name it does not know (a host's custom widget's) gets a generic one. */
export function PaletteIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? AppstoreOutlined
  return (
    <span className="tfd-palette-icon" data-palette-icon={name in ICONS ? name : 'generic'} aria-hidden>
      <Icon />
    </span>
  )
}
