import { ActionIcon, Button, Stack, Text, TextInput } from '@mantine/core';
import { clockTimeToMinutes, isClockTime, minutesToClockTime } from '@qtify/shared/domain/clock-time';
import {
  copyWorkingDay,
  findWorkingTimeProblems,
  sortWorkingTimes,
  WEEKDAYS,
  type WorkingTime,
} from '@qtify/shared/domain/working-times';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import classes from '../../components/staff-screen.module.css';
import { type FormMessage, fieldMessage, formMessages } from '../../lib/error-messages';
import { errorText } from '../../lib/error-text';
import { useSaveWeek } from '../../lib/queries/doctors';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { CopyDayButton } from './copy-day-button';
import type { DoctorDialogProps } from './doctor-dialog-props';
import { weekdayName } from './schedule-format';

interface Slot extends WorkingTime {
  key: number;
}

let nextKey = 1;
const withKeys = (slots: readonly WorkingTime[]): Slot[] =>
  sortWorkingTimes(slots).map(({ weekday, start, end }) => ({ weekday, start, end, key: nextKey++ }));

/** A new slot after the day's last one: 08:00–12:00 on an empty day, else an hour later for 4 hours. */
function nextSlot(day: readonly Slot[]): { start: string; end: string } {
  const last = day.at(-1);
  if (!last || !isClockTime(last.end)) return { start: '08:00', end: '12:00' };
  const start = Math.min(clockTimeToMinutes(last.end) + 60, 23 * 60);
  return { start: minutesToClockTime(start), end: minutesToClockTime(Math.min(start + 4 * 60, 24 * 60)) };
}

/** Monday to Sunday, several slots a day, checked as you type; saving replaces the whole week. */
export function WeekEditorDialog({ businessId, doctor, onClose }: DoctorDialogProps) {
  const { t, i18n, context } = useIndustryTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const saveWeek = useSaveWeek(businessId, doctor.id);
  const [slots, setSlots] = useState<Slot[]>(() => withKeys(doctor.workingTimes));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [serverProblems, setServerProblems] = useState<Map<number, FormMessage>>(new Map());
  const [dirty, setDirty] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // Closing with unsaved changes asks first: a filled week is a minute of work.
  const requestClose = () => {
    if (dirty && !saving) setLeaving(true);
    else if (!saving) onClose();
  };

  const problems = new Map<number, FormMessage>();
  for (const problem of findWorkingTimeProblems(slots)) {
    const slot = slots[problem.index];
    // Half-typed times are only called out once the user tries to save.
    if (slot && (problem.code !== 'invalidTime' || tried))
      problems.set(slot.key, fieldMessage('', problem.code));
  }

  const change = (next: Slot[]) => {
    setSlots(next);
    setDirty(true);
    setLeaving(false);
    setServerProblems(new Map());
    setError(null);
  };
  const update = (key: number, part: Partial<WorkingTime>) =>
    change(slots.map((slot) => (slot.key === key ? { ...slot, ...part } : slot)));
  const add = (weekday: number) => {
    const day = slots.filter((slot) => slot.weekday === weekday);
    change([...slots, { weekday, ...nextSlot(day), key: nextKey++ }]);
  };
  const remove = (key: number) => change(slots.filter((slot) => slot.key !== key));
  const copy = (from: number, to: number[]) => change(withKeys(copyWorkingDay(slots, from, to)));

  const save = async () => {
    setTried(true);
    const ordered = sortWorkingTimes(slots);
    if (findWorkingTimeProblems(ordered).length > 0) {
      setError(t('schedule.fixProblems'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await saveWeek.mutateAsync(ordered.map(({ weekday, start, end }) => ({ weekday, start, end })));
      showSuccess(t('doctorsPage.weekSaved', { name: doctor.name }));
      onClose();
    } catch (caught) {
      setSaving(false);
      // A refused slot (422 INVALID_TIME_RANGE names it by its index) is marked like one checked here.
      const refused = formMessages(caught, Object.keys(ordered));
      const marked = new Map<number, FormMessage>();
      for (const [index, message] of Object.entries(refused.fields)) {
        const slot = ordered[Number(index)];
        if (slot) marked.set(slot.key, message);
      }
      setServerProblems(marked);
      setError(refused.form ? errorText(t, caught, context) : t('schedule.fixProblems'));
    }
  };

  return (
    <StaffDialog
      title={t('doctorsPage.weekTitle', { name: doctor.name })}
      size="48rem"
      onClose={requestClose}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('schedule.weekIntro')}
        </Text>
        <ol className={classes.week}>
          {WEEKDAYS.map((weekday) => {
            const day = slots.filter((slot) => slot.weekday === weekday);
            const dayName = weekdayName(weekday, language);
            return (
              <li key={weekday} className={classes.day} aria-label={dayName}>
                <div className={classes.dayName}>{dayName}</div>
                <div className={classes.slots}>
                  {day.length === 0 && (
                    <Text size="sm" c="dimmed" pt={6}>
                      {t('doctorsPage.weekNone')}
                    </Text>
                  )}
                  {day.map((slot, position) => {
                    const problem = problems.get(slot.key) ?? serverProblems.get(slot.key);
                    const problemId = `slot-${slot.key}-problem`;
                    const label = `${dayName} ${position + 1}`;
                    return (
                      <div key={slot.key} className={classes.slotRow}>
                        <div className={classes.slot}>
                          <TextInput
                            type="time"
                            w="7.5rem"
                            value={slot.start}
                            onChange={(event) => update(slot.key, { start: event.currentTarget.value })}
                            aria-label={t('schedule.startOf', { slot: label })}
                            error={Boolean(problem)}
                            aria-describedby={problem ? problemId : undefined}
                            required
                          />
                          <span aria-hidden="true">–</span>
                          <TextInput
                            type="time"
                            w="7.5rem"
                            value={slot.end}
                            onChange={(event) => update(slot.key, { end: event.currentTarget.value })}
                            aria-label={t('schedule.endOf', { slot: label })}
                            error={Boolean(problem)}
                            aria-describedby={problem ? problemId : undefined}
                            required
                          />
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            size="lg"
                            onClick={() => remove(slot.key)}
                            aria-label={t('schedule.removeSlot', { slot: label })}
                          >
                            <IconTrash size={18} aria-hidden="true" />
                          </ActionIcon>
                        </div>
                        {problem && (
                          <Text id={problemId} size="sm" c="var(--mantine-color-error)" lh={1.3}>
                            {t(problem.key)}
                          </Text>
                        )}
                      </div>
                    );
                  })}
                  <div className={classes.dayActions}>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconPlus size={16} aria-hidden="true" />}
                      onClick={() => add(weekday)}
                      aria-label={t('schedule.addSlotTo', { day: dayName })}
                    >
                      {t('schedule.addSlot')}
                    </Button>
                    {day.length > 0 && <CopyDayButton weekday={weekday} dayName={dayName} onCopy={copy} />}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
        <FormAlert message={error} />
        {leaving && (
          <div className={classes.leaving} role="alert">
            <Text size="sm" fw={600}>
              {t('schedule.discardQuestion')}
            </Text>
            <div className={classes.actions}>
              <Button variant="default" size="compact-md" onClick={() => setLeaving(false)} data-autofocus>
                {t('schedule.keepEditing')}
              </Button>
              <Button color="red" variant="light" size="compact-md" onClick={onClose}>
                {t('schedule.discard')}
              </Button>
            </div>
          </div>
        )}
        <div className={classes.actions}>
          <Button variant="default" onClick={requestClose} disabled={saving}>
            {t('businesses.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            {t('schedule.saveWeek')}
          </Button>
        </div>
      </Stack>
    </StaffDialog>
  );
}
