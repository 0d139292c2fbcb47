/** A widget of a form JSON as the designer saves it, with its nested widgets. */
export interface SavedWidget {
  type: string
  options: { name: string; label?: string }
  widgetList?: SavedWidget[]
  cols?: SavedWidget[]
  tabs?: SavedWidget[]
  rows?: { cols: SavedWidget[] }[]
}

/** Every widget of a saved form in reading order, nested ones included. */
export function allWidgets(list: readonly SavedWidget[]): SavedWidget[] {
  return list.flatMap((widget) => [
    widget,
    ...allWidgets([...(widget.cols ?? []), ...(widget.rows ?? []).flatMap((row) => row.cols), ...(widget.tabs ?? []), ...(widget.widgetList ?? [])]),
  ])
}
