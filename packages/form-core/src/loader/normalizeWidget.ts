import type { Widget } from '../types.js'
import { fillWidget } from './fillDefaults.js'
import { upgradeWidget } from './upgradeFormJson.js'

/**
 * A normalised copy of a widget and its children: upgraded to version-3 conventions (customClass
 * as an array, dayjs date patterns) and filled with the registry's defaults and flags.
 */
export function normalizeWidget(input: unknown): Widget {
  return fillWidget(upgradeWidget(input))
}
