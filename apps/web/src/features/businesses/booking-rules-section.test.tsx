import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffBusiness } from '../../test/staff-business';
import { BookingRulesSection } from './booking-rules-section';

afterEach(() => vi.unstubAllGlobals());

describe('the online booking rules in the business settings', () => {
  it('saves every rule, an emptied limit as "no limit"', { timeout: 15_000 }, async () => {
    const business = staffBusiness({
      bookingRules: { ...staffBusiness().bookingRules, maxPerDay: 20 },
    });
    const requests = fakeApi(({ body }) => ({
      status: 200,
      body: { success: true, business: { ...business, ...(body as object) } },
    }));
    renderWithApp(<BookingRulesSection business={business} />);
    const notice = await screen.findByRole('textbox', { name: /Mindestvorlauf/ });
    await userEvent.clear(notice);
    await userEvent.type(notice, '120');
    await userEvent.clear(screen.getByRole('textbox', { name: /Höchstens Online-Buchungen pro Tag/ }));
    await userEvent.click(screen.getByRole('switch', { name: /Buchungen brauchen eine Bestätigung/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toEqual({
      bookingRules: {
        minNoticeMinutes: 120,
        horizonDays: null,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        slotIntervalMinutes: null,
        maxPerDay: null,
        knownPatientsOnly: false,
        needsConfirmation: true,
        allowDoctorChoice: true,
      },
    });
  });
});
