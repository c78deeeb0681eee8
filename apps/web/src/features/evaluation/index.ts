/** What other features use of questionnaires by link: the patient record's section (ADR 041). */
export { PatientQuestionnaires } from './patient-questionnaires'
