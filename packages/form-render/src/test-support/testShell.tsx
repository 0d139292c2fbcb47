import type { Widget } from '@tandem/form-core'
import type { DesignShell } from '../design'

/** A design shell for tests: marks every widget it wraps and every list it is given. */
export const testShell: DesignShell = {
  renderWidget: (widget: Widget, content) => <div data-shell-widget={widget.options.name}>{content}</div>,
  renderList: (owner, widgets, children) => (
    <div data-shell-list={owner?.options.name ?? '(root)'} data-shell-count={widgets.length}>
      {children}
    </div>
  ),
}
