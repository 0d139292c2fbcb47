import type { LayoutType } from '@tandem/form-core'

/** The canvas width of each device (PC: the whole canvas); the form's layoutType is the device. */
export const DEVICE_WIDTHS: Readonly<Record<LayoutType, number | null>> = { PC: null, Pad: 960, H5: 420 }

export const DEVICES: readonly LayoutType[] = ['PC', 'Pad', 'H5']

export function isDevice(value: unknown): value is LayoutType {
  return DEVICES.includes(value as LayoutType)
}

/** CSS for the device frames: the canvas form is centred at the device width, read from the rendered form's data-layout-type. */
export function deviceFrameCss(): string {
  return DEVICES.filter((device) => DEVICE_WIDTHS[device] !== null)
    .map((device) => `.tfd-canvas-form:has(> .tfr-form[data-layout-type="${device}"]) { width: ${DEVICE_WIDTHS[device]}px; max-width: 100%; margin: 0 auto; box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.15); }`)
    .join('\n')
}
