import type { ComponentType } from 'react'
import {
  BellOutlined, CalendarOutlined, CameraOutlined, CheckCircleOutlined, CheckOutlined, ClockCircleOutlined,
  CloseCircleOutlined, CloseOutlined, CopyOutlined, DeleteOutlined, DownloadOutlined, DownOutlined, EditOutlined,
  EnvironmentOutlined, EyeOutlined, FileTextOutlined, FolderOutlined, HomeOutlined, InfoCircleOutlined, LeftOutlined,
  LinkOutlined, LoadingOutlined, LockOutlined, MailOutlined, MenuOutlined, MinusOutlined, MobileOutlined,
  MoneyCollectOutlined, MoreOutlined, PhoneOutlined, PictureOutlined, PlusOutlined, PrinterOutlined,
  QuestionCircleOutlined, ReloadOutlined, RightOutlined, SearchOutlined, SendOutlined, SettingOutlined,
  ShareAltOutlined, ShoppingCartOutlined, StarFilled, StarOutlined, UnlockOutlined, UploadOutlined, UpOutlined,
  UserOutlined, VideoCameraOutlined, WarningOutlined, ZoomInOutlined, ZoomOutOutlined,
} from '@ant-design/icons'

/**
 * Element icon names (without the 'el-icon-' / v3 'custom-' prefix) mapped to @ant-design/icons.
 * Names not listed render as a plain <i className> so a host stylesheet can still draw them.
 */
export const elIconMap: Readonly<Record<string, ComponentType>> = {
  search: SearchOutlined,
  edit: EditOutlined,
  'edit-outline': EditOutlined,
  delete: DeleteOutlined,
  plus: PlusOutlined,
  'circle-plus-outline': PlusOutlined,
  minus: MinusOutlined,
  check: CheckOutlined,
  close: CloseOutlined,
  'circle-check': CheckCircleOutlined,
  success: CheckCircleOutlined,
  'circle-close': CloseCircleOutlined,
  error: CloseCircleOutlined,
  info: InfoCircleOutlined,
  warning: WarningOutlined,
  'warning-outline': WarningOutlined,
  question: QuestionCircleOutlined,
  user: UserOutlined,
  'user-solid': UserOutlined,
  lock: LockOutlined,
  unlock: UnlockOutlined,
  phone: PhoneOutlined,
  'phone-outline': PhoneOutlined,
  'mobile-phone': MobileOutlined,
  message: MailOutlined,
  date: CalendarOutlined,
  time: ClockCircleOutlined,
  setting: SettingOutlined,
  upload: UploadOutlined,
  upload2: UploadOutlined,
  download: DownloadOutlined,
  'star-off': StarOutlined,
  'star-on': StarFilled,
  's-home': HomeOutlined,
  bell: BellOutlined,
  picture: PictureOutlined,
  'picture-outline': PictureOutlined,
  document: FileTextOutlined,
  folder: FolderOutlined,
  link: LinkOutlined,
  location: EnvironmentOutlined,
  'location-outline': EnvironmentOutlined,
  refresh: ReloadOutlined,
  share: ShareAltOutlined,
  loading: LoadingOutlined,
  view: EyeOutlined,
  menu: MenuOutlined,
  more: MoreOutlined,
  'copy-document': CopyOutlined,
  'shopping-cart-full': ShoppingCartOutlined,
  money: MoneyCollectOutlined,
  printer: PrinterOutlined,
  camera: CameraOutlined,
  'video-camera': VideoCameraOutlined,
  'arrow-left': LeftOutlined,
  'arrow-right': RightOutlined,
  'arrow-up': UpOutlined,
  'arrow-down': DownOutlined,
  'zoom-in': ZoomInOutlined,
  'zoom-out': ZoomOutOutlined,
  's-promotion': SendOutlined,
}

const ICON_PREFIX = /^(el-icon-|custom-)/

/** The mapped antd icon of an Element class name such as 'el-icon-search' or 'custom-search'. */
export function lookupElIcon(className: string): ComponentType | undefined {
  const name = className.trim()
  if (!ICON_PREFIX.test(name)) return undefined
  return elIconMap[name.replace(ICON_PREFIX, '')]
}
