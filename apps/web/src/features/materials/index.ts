// The materials feature as other features see it: one block of its document, for the texts
// editor's preview (ADR 038).
export { Block as MaterialsBlock } from './block'
export { blockKinds, type BlockKind } from './document'
