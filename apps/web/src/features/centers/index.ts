// The centres feature as other features see it (ADR 010).
export { useAvailableDoctors, useCenters } from './api'
