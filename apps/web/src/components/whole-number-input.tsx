import { TextInput, type TextInputProps } from '@mantine/core';

interface WholeNumberInputProps extends TextInputProps {
  /** The limits, from the shared schema or domain rule (a form writes no number of its own). */
  min: number;
  max: number;
}

/**
 * A whole number (seats, persons, minutes) typed on the phone's number pad, within its limits. A
 * TextInput, not Mantine's NumberInput: the browser's own number field, without a formatting library.
 */
export function WholeNumberInput(props: WholeNumberInputProps) {
  return <TextInput type="number" inputMode="numeric" step={1} {...props} />;
}
