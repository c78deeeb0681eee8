/**
 * What other parts of the server may use of consultations: the event after a message is posted
 * (where the live channel publishes, once the posting transaction has committed) and the scope
 * condition of a caller (ADR 014), by which the live channel checks that a subscriber takes part.
 */
export { afterMessagePosted, type MessagePosted } from './after-message'
export { consultationScope } from './scope'
