import { expect, type Locator } from '@playwright/test'

/**
 * Waits until an antd dialog has finished zooming in. A click during the zoom is aimed where the
 * button is in that frame and can land on the mask instead, which closes the dialog.
 */
export async function whenOpened(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible()
  await expect(dialog).not.toHaveClass(/ant-zoom/)
  return dialog
}
