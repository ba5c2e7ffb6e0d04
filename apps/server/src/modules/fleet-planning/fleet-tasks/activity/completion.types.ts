/** The completion form's fields, as the form, the GPS automation and the vendor mirror send them. */
export interface CompletionForm {
  contact_person_name: string;
  completed_on: string;
  note?: string | null;
}
