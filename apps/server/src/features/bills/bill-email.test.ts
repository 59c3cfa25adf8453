import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billCalls, finishedBill, newProduct } from '../../../test/bills';
import { signUpWithBusiness } from '../../../test/businesses';
import { insertPatient } from '../../../test/patients';
import { addAtDesk } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('a bill by e-mail, through a real SMTP server', () => {
  let smtp: SMTPServer;
  let t: TestApp;
  const received: { to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({
      config: { smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: 'https://qtify.example' },
      configuredMailer: true,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('goes to the patient’s address with the PDF attached, in the business’s language', async () => {
    const { token, business } = await signUpWithBusiness(t.app, { name: 'Praxis Post' });
    const calls = billCalls(t.app, business.id);
    const patientId = await insertPatient(t.database.db, business.id, {
      firstName: 'Paula',
      lastName: 'Post',
      email: 'paula.post@example.org',
    });
    const entry = (
      await addAtDesk(t.app, token, business.id, { patientId, firstName: 'Paula', lastName: 'Post' })
    ).json().entry;
    const productId = await newProduct(t.app, business.id, token, {
      name: 'Attest',
      priceMinor: 2000,
      taxRatePercent: 0,
    });
    const draft = (await calls.create(token, { queueEntryId: entry.id })).json().bill;
    // A draft is not sent.
    expect((await calls.email(token, draft.id)).statusCode).toBe(409);
    await calls.items(token, draft.id, [{ productId, quantity: 1 }]);
    await calls.finish(token, draft.id);

    const sent = await calls.email(token, draft.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, sentTo: 'paula.post@example.org' });
    const toPaula = () => received.filter((mail) => mail.to.includes('paula.post@example.org'));
    expect(toPaula()).toHaveLength(1);
    const mail = toPaula()[0]!;
    expect(mail.raw).toMatch(
      /Subject: =\?UTF-8\?Q\?Ihre_Rechnung_von_Praxis_Post\?=|Subject: Ihre Rechnung von Praxis Post/,
    );
    expect(mail.raw).toContain('Content-Type: application/pdf; name=Rechnung-1.pdf');
    const base64 = mail.raw
      .split('Content-Disposition: attachment; filename=Rechnung-1.pdf')[1]!
      .split('\r\n--')[0]!;
    expect(Buffer.from(base64.replace(/\s+/g, ''), 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A walk-in's bill has no address: 422 NO_RECIPIENT, and nothing is sent.
    const walkIn = (await finishedBill(t.app, business.id, token, productId)).json().bill;
    const refused = await calls.email(token, walkIn.id);
    expect([refused.statusCode, refused.json().error.code]).toEqual([422, 'NO_RECIPIENT']);
    expect(toPaula()).toHaveLength(1);
  });
});
