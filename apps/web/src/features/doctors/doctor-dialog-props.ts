import type { Doctor } from '../../lib/queries/doctors';

/** What a dialog about one doctor of the doctors page is given. */
export interface DoctorDialogProps {
  businessId: string;
  doctor: Doctor;
  onClose: () => void;
}
