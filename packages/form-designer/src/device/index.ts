export { DeviceSwitch } from './DeviceSwitch'
export { DEVICE_WIDTHS, DEVICES, deviceFrameCss, isDevice } from './devices'
