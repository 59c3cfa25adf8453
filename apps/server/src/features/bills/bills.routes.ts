import {
  ZBillEmailResponse,
  ZBillIdParams,
  ZBillItemsBody,
  ZBillResponse,
  ZBillsResponse,
  ZChangeBillBody,
  ZCreateBillBody,
  ZRevenueResponse,
} from '@qtify/shared/schemas/bill-schemas';
import { ZBusinessIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import { ZQueueStatsQuery } from '@qtify/shared/schemas/queue-stats-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { billsCsv } from './bills-csv';
import { billsDeps } from './bills-deps';
import { changeBill, createBill } from './create-bill';
import { billPdfOf, emailBill } from './email-bill';
import { finishBill } from './finish-bill';
import { loadBill } from './get-bill';
import { billRevenue, exportBills, listBills } from './list-bills';
import { setBillItems } from './set-bill-items';

const tags = ['bills'];
const security = [{ bearer: [] }];
const refusals = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const ZFile = z.any().meta({ type: 'string' });
const NOT_FISCAL =
  'Not a cash register: no payment is recorded, and nothing here is a fiscal record (RKSV, KassenSichV: ' +
  'cash sales need a certified register with a signature device or TSE; docs/bills.md).';
const RANGE =
  '`from`/`to`: local dates of the business, both included (default: the last 30 days; at most 366).';

/** Bills prepared at the counter (issue 22), relative to /api/businesses/:businessId. */
export const billsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = billsDeps(context, app.log);

  app.post(
    '/bills',
    {
      config: { action: 'bills.write' },
      schema: {
        tags,
        summary: 'Start a bill (a draft) for a visit, an appointment, or a walk-in',
        description:
          `The patient's name and e-mail are copied from the visit's or appointment's record; neither: a ` +
          `walk-in without a patient. A visit or appointment has one bill: started again, 200 with the bill it ` +
          `has (draft or finished). 422 UNKNOWN_VISIT, UNKNOWN_EMPLOYEE. ${NOT_FISCAL}`,
        security,
        params: ZBusinessIdParams,
        body: ZCreateBillBody,
        response: { 200: ZBillResponse, 201: ZBillResponse, ...refusals, 422: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { bill, created } = await createBill(deps, requireMembership(request), request.body);
      return reply.status(created ? 201 : 200).send({ success: true as const, bill });
    },
  );

  app.get(
    '/bills',
    {
      config: { action: 'bills.read' },
      schema: {
        tags,
        summary: 'Bills of a period (drafts by when they were started, finished ones by when finished)',
        description: `${RANGE} At most 500, newest first.`,
        security,
        params: ZBusinessIdParams,
        querystring: ZQueueStatsQuery,
        response: { 200: ZBillsResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listBills(deps, requireMembership(request).businessId, request.query)),
    }),
  );

  app.get(
    '/bills/export.csv',
    {
      config: { action: 'bills.export', audit: 'bills.export' },
      schema: {
        tags,
        summary: 'Finished bills of a period as CSV, one row per item (for the accountant or the register)',
        description: `${RANGE} ${NOT_FISCAL}`,
        security,
        params: ZBusinessIdParams,
        querystring: ZQueueStatsQuery,
        response: {
          200: {
            description: 'UTF-8 CSV with a BOM, semicolon-separated',
            content: { 'text/csv': { schema: ZFile } },
          },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { from, to, bills } = await exportBills(
        deps,
        requireMembership(request).businessId,
        request.query,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bills-${from}-${to}.csv"`)
        .send(billsCsv(bills));
    },
  );

  app.get(
    '/bills/export.json',
    {
      config: { action: 'bills.export', audit: 'bills.export' },
      schema: {
        tags,
        summary: 'Finished bills of a period with their items as JSON',
        description: `${RANGE} ${NOT_FISCAL}`,
        security,
        params: ZBusinessIdParams,
        querystring: ZQueueStatsQuery,
        response: { 200: ZFile, ...refusals },
      },
    },
    async (request, reply) => {
      const exported = await exportBills(deps, requireMembership(request).businessId, request.query);
      return reply
        .header('content-disposition', `attachment; filename="bills-${exported.from}-${exported.to}.json"`)
        .send({ success: true, fiscalRecord: false, ...exported });
    },
  );

  app.get(
    '/bills/revenue',
    {
      config: { action: 'bills.revenue' },
      schema: {
        tags,
        summary: 'Revenue of finished bills by day and by who served; not a fiscal record',
        description: `${RANGE} ${NOT_FISCAL}`,
        security,
        params: ZBusinessIdParams,
        querystring: ZQueueStatsQuery,
        response: { 200: ZRevenueResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      revenue: await billRevenue(deps, requireMembership(request).businessId, request.query),
    }),
  );

  app.get(
    '/bills/:billId',
    {
      config: { action: 'bills.read' },
      schema: {
        tags,
        summary: 'A bill with its items and tax breakdown',
        security,
        params: ZBillIdParams,
        response: { 200: ZBillResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      bill: await loadBill(deps.db, requireMembership(request).businessId, request.params.billId),
    }),
  );

  app.patch(
    '/bills/:billId',
    {
      config: { action: 'bills.write' },
      schema: {
        tags,
        summary: 'Who served (a member of the team, or null)',
        description: '409 BILL_FINISHED once finished; 422 UNKNOWN_EMPLOYEE.',
        security,
        params: ZBillIdParams,
        body: ZChangeBillBody,
        response: { 200: ZBillResponse, ...refusals, 409: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      bill: await changeBill(deps, requireMembership(request), request.params.billId, request.body),
    }),
  );

  app.put(
    '/bills/:billId/items',
    {
      config: { action: 'bills.write' },
      schema: {
        tags,
        summary: 'Replace the items of a draft: products of the catalogue, quantity, discount in percent',
        description:
          'Name, gross price and tax rate are copied from the catalogue. Each product once (400 `duplicateProduct`); ' +
          'an unknown or inactive product 422 UNKNOWN_PRODUCT; a finished bill 409 BILL_FINISHED.',
        security,
        params: ZBillIdParams,
        body: ZBillItemsBody,
        response: { 200: ZBillResponse, ...refusals, 409: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      bill: await setBillItems(deps, requireMembership(request), request.params.billId, request.body),
    }),
  );

  app.post(
    '/bills/:billId/finish',
    {
      config: { action: 'bills.write' },
      schema: {
        tags,
        summary: 'Finish a draft: it gets the next number (gap-free per business) and can no longer change',
        description: `409 BILL_FINISHED when already finished, 422 BILL_EMPTY without items. ${NOT_FISCAL}`,
        security,
        params: ZBillIdParams,
        response: { 200: ZBillResponse, ...refusals, 409: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      bill: await finishBill(deps, requireMembership(request), request.params.billId),
    }),
  );

  app.get(
    '/bills/:billId/pdf',
    {
      config: { action: 'bills.read' },
      schema: {
        tags,
        summary: 'The bill as a PDF (a draft is marked as one)',
        security,
        params: ZBillIdParams,
        response: {
          200: { description: 'application/pdf', content: { 'application/pdf': { schema: ZFile } } },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await billPdfOf(
        deps,
        requireMembership(request).businessId,
        request.params.billId,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(pdf);
    },
  );

  app.post(
    '/bills/:billId/email',
    {
      config: { action: 'bills.write', audit: 'bills.email' },
      schema: {
        tags,
        summary: 'E-mail the finished bill as a PDF to the patient',
        description: '422 NO_RECIPIENT without an address; 409 CONFLICT for a draft.',
        security,
        params: ZBillIdParams,
        response: { 200: ZBillEmailResponse, ...refusals, 409: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await emailBill(deps, requireMembership(request).businessId, request.params.billId)),
    }),
  );
};
