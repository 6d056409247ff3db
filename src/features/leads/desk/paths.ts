/** Admin paths of the intake desk's views (under /admin). */
export const CAMPAIGNS_PATH = '/campaigns'
