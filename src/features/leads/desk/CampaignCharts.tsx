'use client'

import { lazy, Suspense } from 'react'
import type { ChartsProps } from './charts-recharts'

// recharts is loaded only when this view renders, not with the rest of the admin.
const Charts = lazy(() => import('./charts-recharts'))

export function CampaignCharts(props: ChartsProps) {
  return (
    <Suspense fallback={<div className="campaigns__chart" aria-hidden="true" />}>
      <Charts {...props} />
    </Suspense>
  )
}
