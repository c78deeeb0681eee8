/** What other features may use of the home views: their query keys, to refresh them after a change. */
export { homeKeys } from './api'
