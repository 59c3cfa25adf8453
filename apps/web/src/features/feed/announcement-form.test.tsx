import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { fakeApi, refusal } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { AnnouncementForm } from './announcement-form';

const text = (key: string, options: Record<string, unknown> = {}) =>
  i18n.t(key, { ns: 'member', ...options });
const posted = {
  id: 'a1',
  text: 'Am Freitag geschlossen',
  audience: 'public',
  until: null,
  createdAt: '2026-03-02T08:00:00.000Z',
  authorName: 'Ana Berger',
  current: true,
};

const textField = () => screen.getByRole('textbox', { name: new RegExp(text('feed.post.text')) });
const publish = () => userEvent.click(screen.getByRole('button', { name: text('feed.post.submit') }));

afterEach(() => vi.useRealTimers());

describe('the announcement form', () => {
  it('posts the text for everyone until removed, then empties itself', async () => {
    const requests = fakeApi(() => ({ status: 201, body: { success: true, announcement: posted } }));
    renderWithApp(<AnnouncementForm businessId="b1" timeZone="Europe/Vienna" />);
    await userEvent.type(textField(), 'Am Freitag geschlossen');
    await publish();
    await waitFor(() =>
      expect(requests).toEqual([
        {
          method: 'POST',
          path: '/api/businesses/b1/announcements',
          body: { text: 'Am Freitag geschlossen', audience: 'public', until: null },
        },
      ]),
    );
    await waitFor(() => expect((textField() as HTMLTextAreaElement).value).toBe(''));
  });

  it('sends "today only" for the waiting patients as the end of the business’s day', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z'), toFake: ['Date'] });
    const requests = fakeApi(() => ({ status: 201, body: { success: true, announcement: posted } }));
    renderWithApp(<AnnouncementForm businessId="b1" timeZone="Europe/Vienna" />);
    await userEvent.type(textField(), 'Heute ca. 30 Minuten Verspätung');
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(text('feed.audience.patients')) }));
    await userEvent.click(screen.getByText(text('feed.until.today')));
    await publish();
    await waitFor(() =>
      expect(requests[0]?.body).toEqual({
        text: 'Heute ca. 30 Minuten Verspätung',
        audience: 'patients',
        until: '2026-03-02T23:00:00.000Z',
      }),
    );
  });

  it('asks for a text before sending anything', async () => {
    const requests = fakeApi(() => ({ status: 500 }));
    renderWithApp(<AnnouncementForm businessId="b1" timeZone="Europe/Vienna" />);
    await publish();
    expect(await screen.findByText(i18n.t('validation.required', { ns: 'common' }))).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('shows the server’s refusal of an end in the past at the end field', async () => {
    fakeApi(() => refusal(400, 'VALIDATION', { until: 'untilPast' }));
    renderWithApp(<AnnouncementForm businessId="b1" timeZone="Europe/Vienna" />);
    await userEvent.type(textField(), 'Urlaub');
    await userEvent.click(screen.getByText(text('feed.until.custom')));
    await userEvent.type(screen.getByLabelText(new RegExp(text('feed.post.untilAt'))), '2026-03-01T18:00');
    await publish();
    expect(await screen.findByText(text('feed.problems.until'))).toBeTruthy();
  });
});
