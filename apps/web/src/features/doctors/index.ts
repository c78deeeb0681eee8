// The doctors feature as other features see it: the invitation-state chip (ADR 010).
export { InvitationChip } from './invitation-chip'
export { Pagination, SortHeader, useSearchInAddress, type Column } from './list-parts'
