/** What the patient typed in the details step: kept by the flow, so going back and forth keeps it. */
export type Contact = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  note: string;
  /** Asked only where only known patients may book online. */
  birthdate: string;
};
export const EMPTY_CONTACT: Contact = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  note: '',
  birthdate: '',
};
