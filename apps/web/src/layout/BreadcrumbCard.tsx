import { Breadcrumb, Flex, theme } from 'antd'
import type { CSSProperties } from 'react'
import { Link, useLocation } from 'react-router'
import { VISUALLY_HIDDEN } from '@tandem/form-render/visually-hidden'
import { routeTable } from '../routes'
import type { BreadcrumbWords } from '../shared/pageBreadcrumb'
import { returnPathFor } from '../shared/records'
import { breadcrumbTrail } from './breadcrumbTrail'

export const BREADCRUMB_LABEL = '当前所在位置：'

interface BreadcrumbProps {
  trail: readonly string[] | null
  /** one line without the card (a workspace page's toolbar) */
  inline?: boolean
  words?: BreadcrumbWords
}

/**
 * The 当前所在位置： card; routes without a breadcrumb render nothing. A section crumb links to its
 * landing page, or, on a record page opened from a list, back to that list with its filters (as 返回).
 */
export function BreadcrumbCard({ trail, inline = false, words }: BreadcrumbProps) {
  const { token } = theme.useToken()
  const location = useLocation()
  if (!trail || trail.length === 0) return null
  const back = returnPathFor(location)
  const items = breadcrumbTrail(trail, routeTable).map(({ title, path }) => {
    const shown = words?.titles[title] ?? title
    return { title: path ? <Link to={back ?? path}>{shown}</Link> : shown }
  })
  const card: CSSProperties = {
    marginBottom: token.marginMD,
    padding: `${token.paddingSM}px ${token.padding}px`,
    background: token.colorBgContainer,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
  }
  return (
    <Flex
      component="nav"
      aria-label="当前位置"
      align="center"
      style={inline ? { whiteSpace: 'nowrap' } : card}
    >
      {/* on one line the crumbs speak for themselves; assistive technology still hears the label */}
      <span style={inline ? VISUALLY_HIDDEN : undefined}>{words?.label ?? BREADCRUMB_LABEL}</span>
      <Breadcrumb separator=">" items={items} />
    </Flex>
  )
}
