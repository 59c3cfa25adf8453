import type { Slot } from '@qtify/shared/schemas/booking-schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { publicType } from '../../test/public-place';
import { renderWithApp } from '../../test/render-with-app';
import { SlotsStep } from './slots-step';

const checkUp = publicType({ durationMinutes: 30, doctorIds: ['d1', 'd2'] });
const slot = (start: string, doctorId = 'd1'): Slot => ({ start, end: start, doctorId });

function renderPicker(slots: Slot[], onPick = vi.fn()) {
  const requests = fakeApi(() => ({ status: 200, body: { success: true, slots } }));
  renderWithApp(
    <SlotsStep
      publicId="abcdefghjk"
      timeZone="Europe/Vienna"
      industry="medical"
      type={checkUp}
      party={null}
      phone={null}
      date={null}
      notice={null}
      focus={false}
      onDate={() => {}}
      onPick={onPick}
      onBack={() => {}}
    />,
  );
  return { requests, onPick };
}

afterEach(() => vi.unstubAllGlobals());

describe('the free times of a type', () => {
  it('lists the times under their day in the business’s time zone and asks for 14 days at first', async () => {
    const { requests } = renderPicker([
      slot('2026-12-01T08:00:00Z'),
      slot('2026-12-01T23:30:00Z'),
      slot('2026-12-02T08:00:00Z'),
    ]);
    const tuesday = await screen.findByRole('region', { name: /Dienstag, 1\. Dezember/ });
    expect(tuesday.textContent).toContain('09:00');
    // 23:30 UTC is half past midnight on Wednesday in Vienna.
    const wednesday = screen.getByRole('region', { name: /Mittwoch, 2\. Dezember/ });
    expect(wednesday.textContent).toContain('00:30');
    expect(wednesday.textContent).toContain('09:00');
    const asked = new URLSearchParams(requests[0]?.path.split('?')[1]);
    expect(asked.get('typeId')).toBe('t1');
    const days = (Date.parse(asked.get('to') ?? '') - Date.parse(asked.get('from') ?? '')) / 86_400_000 + 1;
    expect(days).toBe(14);
  });

  it('shows a time free with two doctors once and picks the first doctor offered', async () => {
    const { onPick } = renderPicker([slot('2026-12-01T08:00:00Z', 'd2'), slot('2026-12-01T08:00:00Z', 'd1')]);
    const times = await screen.findAllByRole('button', { name: /1\. Dezember, 09:00/ });
    expect(times).toHaveLength(1);
    await userEvent.click(times[0] as HTMLElement);
    expect(onPick).toHaveBeenCalledWith(slot('2026-12-01T08:00:00Z', 'd2'));
  });

  it('tells the two times of the hour repeated when summer time ends apart', async () => {
    // 25 October 2026 in Vienna: 02:30 summer time (00:30 UTC), then 02:30 winter time (01:30 UTC).
    renderPicker([slot('2026-10-25T00:30:00Z'), slot('2026-10-25T01:30:00Z'), slot('2026-10-25T08:00:00Z')]);
    expect(await screen.findByRole('button', { name: /02:30 \(MESZ\)/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /02:30 \(MEZ\)$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /25\. Oktober.*09:00$/ })).toBeTruthy();
  });
});

describe('a restaurant party too large to book online', () => {
  it('is asked to call, with the number as a link that dials it', async () => {
    renderWithApp(
      <SlotsStep
        publicId="abcdefghjk"
        timeZone="Europe/Vienna"
        industry="restaurant"
        type={{ ...checkUp, maxPartySize: 6 }}
        party={{ persons: 12, maxPartySize: 6, onPersons: () => {} }}
        phone="+43 316 12 34-5"
        date={null}
        notice={null}
        focus={false}
        onDate={() => {}}
        onPick={() => {}}
        onBack={() => {}}
      />,
      { industry: 'restaurant' },
    );
    expect((await screen.findByRole('status')).textContent).toMatch(/rufen Sie uns bitte an/);
    expect(screen.getByRole('link', { name: '+43 316 12 34-5' }).getAttribute('href')).toBe(
      'tel:+4331612345',
    );
  });
});
