import type { SeriesInstance } from '@qtify/shared/schemas/series-schemas';
import { useState } from 'react';
import { isApiError } from '../../lib/api-error';
import { type NewAppointment, useCreateSeries, usePreviewSeries } from '../../lib/queries/appointments';
import type { SeriesChoice } from './series-fields';

/**
 * The appointment form's "repeat weekly": the first submit previews the instances with their
 * conflicts, the second books the ticked ones (all or nothing). A conflict that appeared meanwhile
 * (409 SERIES_CONFLICT) refreshes the preview and shows the refusal.
 */
export function useSeriesBooking(businessId: string) {
  const [choice, setChoiceState] = useState<SeriesChoice>({ repeat: false, count: '6', intervalWeeks: '1' });
  const [preview, setPreview] = useState<SeriesInstance[] | null>(null);
  const [skipped, setSkipped] = useState<ReadonlySet<number>>(new Set());
  const previewSeries = usePreviewSeries(businessId);
  const createSeries = useCreateSeries(businessId);

  const reset = () => {
    setPreview(null);
    setSkipped(new Set());
  };
  const setChoice = (next: SeriesChoice) => {
    setChoiceState(next);
    reset();
  };
  const toggle = (index: number) =>
    setSkipped((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  /** How many appointments were booked, or null when this submit only previewed. */
  const submit = async (body: NewAppointment): Promise<number | null> => {
    const fields = { ...body, count: Number(choice.count), intervalWeeks: Number(choice.intervalWeeks) || 1 };
    if (!preview) {
      setPreview(await previewSeries.mutateAsync(fields));
      return null;
    }
    const skip = preview
      .filter((instance) => instance.conflict || skipped.has(instance.index))
      .map((instance) => instance.index);
    try {
      return (await createSeries.mutateAsync({ ...fields, skip })).length;
    } catch (error) {
      if (isApiError(error) && error.code === 'SERIES_CONFLICT')
        setPreview(await previewSeries.mutateAsync(fields));
      throw error;
    }
  };

  return { choice, setChoice, preview, skipped, toggle, submit, reset };
}
