import { expect, type Locator, type Page } from '@playwright/test'

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\（）]/g, '\\$&')}$`)

/**
 * Picks an option in the antd dropdown that is open, once it has finished sliding in: a click
 * during the slide is aimed where the option was a frame earlier and can miss it. The pick is taken
 * when no open dropdown is left without that option selected (a single select closes, a multiple
 * one marks it). A string names the option's whole text; a pattern may match part of it.
 */
export async function pickOption(page: Page, option: string | RegExp): Promise<void> {
  const text = typeof option === 'string' ? exactly(option) : option
  // A dropdown that closed a moment ago may still be sliding out.
  const dropdown = page.locator('.ant-select-dropdown:visible:not([class*="-leave"])')
  await expect(dropdown).toHaveCount(1)
  await expect(dropdown).not.toHaveClass(/-(appear|enter)/)
  await dropdown.locator('.ant-select-item-option').filter({ hasText: text }).click()
  await expect(dropdown.filter({ hasNot: page.locator('.ant-select-item-option-selected', { hasText: text }) })).toHaveCount(0)
}

/** Opens an antd select and picks one of its options. */
export async function chooseOption(select: Locator, option: string | RegExp): Promise<void> {
  await select.click()
  await pickOption(select.page(), option)
}
