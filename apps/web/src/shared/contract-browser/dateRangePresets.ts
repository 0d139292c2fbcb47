import dayjs, { type Dayjs } from 'dayjs'

/** The quarter `day` lies in, from its first to its last day. */
export function quarterOf(day: Dayjs): [Dayjs, Dayjs] {
  const start = day.startOf('month').month(Math.floor(day.month() / 3) * 3)
  return [start, start.add(2, 'month').endOf('month').startOf('day')]
}

/** 本月, 本季度, 本年: whole calendar periods around today, for the date range filters. */
export function dateRangePresets(today: Dayjs = dayjs()): Array<{ label: string; value: [Dayjs, Dayjs] }> {
  return [
    { label: '本月', value: [today.startOf('month'), today.endOf('month').startOf('day')] },
    { label: '本季度', value: quarterOf(today) },
    { label: '本年', value: [today.startOf('year'), today.endOf('year').startOf('day')] },
  ]
}

// antd takes a function for a value that is worked out when the panel opens.
export const DATE_RANGE_PRESETS = dateRangePresets().map((preset, index) => ({
  label: preset.label,
  value: () => dateRangePresets()[index].value,
}))
