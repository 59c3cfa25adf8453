import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { bookingBody, createBookableBusiness, publicBooking } from '../../../test/bookable-business';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listWorkflows, postWorkflow, stage } from '../../../test/workflows';

/** Tuesday 3 March 2026, 09:00 and 09:30 in Vienna. */
const NINE = '2026-03-03T08:00:00.000Z';
const HALF_NINE = '2026-03-03T08:30:00.000Z';

describe('checked-in appointments and the doctors’ own lines', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('puts an appointment of a doctor with a line of their own in it, any other in the default line', async () => {
    t.clock.advance(Date.parse('2026-03-02T08:00:00.000Z') - t.clock.now().getTime());
    const place = await createBookableBusiness(t.app, { doctors: 2 });
    const [own, other] = place.doctors;
    const line = (
      await postWorkflow(t.app, place.token, place.business.id, {
        name: 'Dr. 1',
        stages: [stage('Arzt', 'Raum 1')],
        doctorId: own!.id,
      })
    ).json().workflow;
    const [fallback] = await listWorkflows(t.app, place.token, place.business.id);
    const book = async (start: string, doctorId: string, firstName: string) => {
      const res = await publicBooking(
        t.app,
        place.business.publicId,
        bookingBody(place.type.id, start, { doctorId, firstName }),
        {},
      );
      return res.json().booking.id as string;
    };
    const first = await book(NINE, own!.id, 'Anna');
    const second = await book(HALF_NINE, other!.id, 'Bert');
    t.clock.advance(Date.parse('2026-03-03T07:50:00.000Z') - t.clock.now().getTime());
    const checkIn = (appointmentId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/businesses/${place.business.id}/appointments/${appointmentId}/check-in`,
        headers: bearer(place.token),
      });
    const anna = (await checkIn(first)).json().entry;
    const bert = (await checkIn(second)).json().entry;
    expect(anna).toMatchObject({
      workflowId: line.id,
      stage: { name: 'Arzt', index: 0, count: 1 },
      ahead: 0,
    });
    expect(bert).toMatchObject({ workflowId: fallback.id, ahead: 0 });
  });
});
