/** Marks a hidden widget that design mode still draws; nothing outside design mode. */
export function designHiddenProps(hidden: boolean, design: boolean): { 'data-design-hidden'?: 'true' } {
  return hidden && design ? { 'data-design-hidden': 'true' } : {}
}
