import {
  AppstoreOutlined,
  AuditOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FormOutlined,
  KeyOutlined,
  LockOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons'
import type { ComponentType } from 'react'

// Named imports keep the icon set tree-shakable; the server names icons by their antd name.
const ICONS: Record<string, ComponentType> = {
  AuditOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FormOutlined,
  KeyOutlined,
  LockOutlined,
  SafetyCertificateOutlined,
}

/** The antd icon a menu item names, or a neutral one for names this build does not ship. */
export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? AppstoreOutlined
  return <Icon />
}
