import { type CreatedWindowBody, ZCreatedWindowBody } from '@qtify/shared/schemas/created-window-schemas';
import { useEffect, useState } from 'react';
import { defaultWindow, instantOfInput } from './created-window';
import { useSchemaForm } from './use-schema-form';

/**
 * The form of the staff's answers to a flood (bulk removal of queue entries, bulk cancel of
 * bookings): a window of creation times on the business's clock (the last `minutes` at first),
 * first counted (a dry run), then confirmed by a click that names the number. A changed window needs
 * a new count.
 */
export function useCreatedWindowForm({
  timeZone,
  minutes,
  run,
  onDone,
}: {
  timeZone: string;
  minutes: number;
  /** The request: with `dryRun` only counts. Answers how many. */
  run: (window: CreatedWindowBody & { dryRun: boolean }) => Promise<number>;
  /** After the confirmed request, with how many it removed or cancelled. */
  onDone: (count: number) => void;
}) {
  const [start] = useState(() => defaultWindow(Date.now(), timeZone, minutes));
  const [counted, setCounted] = useState<number | null>(null);
  const form = useSchemaForm({
    initialValues: { createdFrom: start.from, createdTo: start.to },
    schema: ZCreatedWindowBody,
    toBody: (values) => ({
      createdFrom: instantOfInput(values.createdFrom, timeZone) ?? values.createdFrom,
      createdTo: instantOfInput(values.createdTo, timeZone) ?? values.createdTo,
    }),
  });
  const { createdFrom, createdTo } = form.values;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new window, whatever it is, drops the count
  useEffect(() => setCounted(null), [createdFrom, createdTo]);

  return {
    form,
    counted,
    /** The form's submit: counts. */
    count: form.onSubmit(async (window) => setCounted(await run({ ...window, dryRun: true }))),
    /** The confirmation's click: does it. */
    confirm: form.onSubmit(async (window) => onDone(await run({ ...window, dryRun: false }))),
  };
}
