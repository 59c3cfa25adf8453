import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Clock } from '../../clock';
import type { AppDatabase } from '../../db/database';
import { findBusiness } from '../businesses/businesses.service';
import { findWebhookRow, insertDeliveryRow } from './bills.repository';
import { loadBill } from './get-bill';
import { isAllowedAddress } from './public-address';

export interface WebhookDeliveryDeps {
  db: AppDatabase;
  clock: Clock;
  allowLoopback: boolean;
  /** An extra trusted CA certificate (tests' loopback HTTPS server). */
  ca?: string;
  timeoutMs: number;
}

/** The signature header's value: `sha256=` and the hex HMAC-SHA256 of the raw body with the secret. */
export function billWebhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** DNS as usual, but an answer on a private network ends the request (no SSRF by DNS rebinding). */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const allowed = addresses.filter((a) => isAllowedAddress(a.address, allowLoopback));
      if (allowed.length === 0 || allowed.length !== addresses.length) {
        return callback(new Error('address not allowed'), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
      return callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

function post(deps: WebhookDeliveryDeps, url: string, body: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        timeout: deps.timeoutMs,
        lookup: guardedLookup(deps.allowLoopback),
        ca: deps.ca ? [deps.ca] : undefined,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The pg-boss worker of one delivery: POSTs the finished bill as JSON, signed
 * (`X-Signature: sha256=<hex HMAC of the raw body>`, `X-Timestamp` = `sentAt` of the body, in
 * seconds). Each attempt is logged for the owners; a non-2xx answer, a timeout or a refused
 * address throws, and pg-boss retries with growing delays. A hook removed meanwhile ends quietly.
 */
export async function deliverBillWebhook(
  deps: WebhookDeliveryDeps,
  job: { businessId: string; billId: string },
  attempt: number,
): Promise<void> {
  const hook = await findWebhookRow(deps.db, job.businessId);
  if (!hook) return;
  const business = await findBusiness(deps.db, job.businessId);
  const bill = await loadBill(deps.db, job.businessId, job.billId);
  const now = deps.clock.now();
  const body = JSON.stringify({
    event: 'bill.finished',
    sentAt: now.toISOString(),
    fiscalRecord: false,
    business: { id: job.businessId, name: business?.name ?? null },
    bill,
  });
  const headers = {
    'x-signature': billWebhookSignature(hook.secret, body),
    'x-timestamp': String(Math.floor(now.getTime() / 1000)),
    'user-agent': 'qtify-bill-webhook/1',
  };
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    statusCode = await post(deps, hook.url, body, headers);
    if (statusCode < 200 || statusCode >= 300) error = `HTTP ${statusCode}`;
  } catch (cause) {
    error = (cause instanceof Error ? cause.message : 'failed').slice(0, 200);
  }
  await insertDeliveryRow(deps.db, {
    businessId: job.businessId,
    billId: job.billId,
    attempt,
    statusCode,
    error,
    ok: error === null,
    at: deps.clock.now(),
  });
  if (error) throw new Error(`bill webhook delivery failed: ${error}`);
}
