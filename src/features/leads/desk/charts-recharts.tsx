'use client'

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

export type ChartsProps = {
  kind: 'weeks' | 'groups' | 'funnel'
  data: Array<{ label: string; leads: number; contacted?: number; qualified?: number; retained?: number }>
  /** Bar names in the staff member's language. */
  names: { leads: string; contacted: string; qualified: string; retained: string }
  title: string
}

const colors = { leads: '#1f6feb', contacted: '#8250df', qualified: '#bf8700', retained: '#1a7f37' }

/** One chart of the campaign dashboard; the table beside it has the same numbers. */
export default function Charts({ kind, data, names, title }: ChartsProps) {
  const horizontal = kind === 'groups'
  const series = kind === 'weeks' ? (['leads'] as const) : (['leads', 'contacted', 'qualified', 'retained'] as const)
  const height = horizontal ? Math.max(220, data.length * (series.length * 9 + 14) + 40) : 260
  return (
    <figure className="campaigns__chart" aria-label={title} style={{ margin: 0 }}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={data} layout={horizontal ? 'vertical' : 'horizontal'} margin={{ left: 4, right: 12, top: 8, bottom: 4 }}>
          <CartesianGrid strokeDasharray="3 3" />
          {horizontal ? (
            <>
              <XAxis type="number" allowDecimals={false} />
              <YAxis type="category" dataKey="label" width={110} tick={{ fontSize: 12 }} />
            </>
          ) : (
            <>
              <XAxis dataKey="label" tick={{ fontSize: 12 }} />
              <YAxis allowDecimals={false} width={40} />
            </>
          )}
          <Tooltip />
          {series.map((key) => (
            <Bar key={key} dataKey={key} name={names[key]} fill={colors[key]} isAnimationActive={false} maxBarSize={28} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  )
}
