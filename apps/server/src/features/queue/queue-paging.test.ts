import type { StaffEntry } from '@qtify/shared/schemas/queue-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithBusiness } from '../../../test/businesses';
import { addAtDesk, joinFrom, setStatus, staffList } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('the staff list, paged and never cut silently', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Every page of a view, following nextCursor. */
  async function allPages(staff: string, businessId: string, query: string) {
    const pages: { entries: StaffEntry[]; total: number; nextCursor: string | null }[] = [];
    let cursor: string | null = null;
    do {
      const page = await staffList(t.app, staff, businessId, `${query}${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor);
    return pages;
  }

  it('pages the waiting list in queue order with the true total and the right people ahead on every page', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app);
    for (let i = 1; i <= 12; i++) {
      await addAtDesk(t.app, staff, business.id, { firstName: `Patient${i}`, lastName: 'Test' });
    }
    const first = await staffList(t.app, staff, business.id, 'view=waiting&limit=5');
    expect(first).toMatchObject({ total: 12, nextCursor: expect.any(String), version: 12 });
    expect(first.entries).toHaveLength(5);
    // One in treatment no longer counts for those behind it, whatever page they are on.
    await setStatus(t.app, staff, business.id, first.entries[1].id, { status: 'inTreatment' });

    const pages = await allPages(staff, business.id, 'view=waiting&limit=5');
    expect(pages.map((page) => page.entries.length)).toEqual([5, 5, 2]);
    expect(pages.map((page) => page.total)).toEqual([12, 12, 12]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    const entries = pages.flatMap((page) => page.entries);
    expect(entries.map((entry) => entry.patient.firstName)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Patient${i + 1}`),
    );
    expect(entries.map((entry) => entry.ahead)).toEqual([0, null, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('finds one real patient among many by search, with the total of the search', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app);
    for (let i = 1; i <= 8; i++) await joinFrom(t.app, business.publicId, `Flood Bot${i}`);
    await joinFrom(t.app, business.publicId, 'Maria Gruber');
    for (let i = 9; i <= 12; i++) await joinFrom(t.app, business.publicId, `Flood Bot${i}`);
    const found = await staffList(t.app, staff, business.id, 'view=waiting&q=gruber&limit=5');
    expect(found).toMatchObject({ total: 1, nextCursor: null });
    expect(found.entries).toEqual([
      expect.objectContaining({ patient: expect.objectContaining({ firstName: 'Maria' }), ahead: 8 }),
    ]);
    const all = await staffList(t.app, staff, business.id, 'view=waiting&limit=200');
    expect(all.total).toBe(13);
    expect(all.entries).toHaveLength(13);
  });

  it('pages today’s and past entries newest first', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app);
    for (let i = 1; i <= 3; i++)
      await addAtDesk(t.app, staff, business.id, { firstName: `Old${i}`, lastName: 'Test' });
    t.clock.advanceMinutes(24 * 60);
    for (let i = 1; i <= 4; i++)
      await addAtDesk(t.app, staff, business.id, { firstName: `New${i}`, lastName: 'Test' });

    const today = (await allPages(staff, business.id, 'view=today&limit=3')).flatMap((page) => page.entries);
    expect(today.map((entry) => entry.patient.firstName)).toEqual(['New4', 'New3', 'New2', 'New1']);
    const past = await allPages(staff, business.id, 'view=past&limit=2');
    expect(past.map((page) => page.total)).toEqual([3, 3]);
    expect(past.flatMap((page) => page.entries).map((entry) => entry.patient.firstName)).toEqual([
      'Old3',
      'Old2',
      'Old1',
    ]);
  });

  it('refuses a limit or cursor that is no page with 400 and its field', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app);
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=abc', 'limit'],
      ['cursor=x1', 'cursor'],
    ]) {
      const res = await t.app.inject({
        url: `/api/businesses/${business.id}/queue?${query}`,
        headers: { authorization: `Bearer ${staff}` },
      });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}), query).toContain(field);
    }
  });
});
