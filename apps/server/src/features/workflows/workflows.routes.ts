import { ZBusinessIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import {
  ZWorkflowBody,
  ZWorkflowIdParams,
  ZWorkflowPatchBody,
  ZWorkflowResponse,
  ZWorkflowsResponse,
} from '@qtify/shared/schemas/workflow-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import type { LinesPort } from './lines-port';
import { presentWorkflow } from './present-workflow';
import { createWorkflow, deleteWorkflow, updateWorkflow } from './save-workflow';
import { listWorkflows } from './workflows.service';

const tags = ['waiting room'];
const security = [{ bearer: [] }];
const refusals = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
};
const rules =
  'Body `{ name, stages: [{ id?, name, stations: [{ id?, name }] }], doctorId? }`: the stages in order, each ' +
  'with the stations (rooms, desks) that serve it. An `id` keeps that stage or station (patients at it stay ' +
  'there), none makes a new one, one left out is removed: 409 WORKFLOW_IN_USE when patients are still at a ' +
  'removed stage. 422 UNKNOWN_STAGE / UNKNOWN_STATION (`fields` names the id) for an id not of this workflow; ' +
  '422 UNKNOWN_DOCTOR. `doctorId`: that doctor’s checked-in appointments join this line.';

/**
 * The business's visit workflows (lines), relative to /api/businesses/:businessId (API.md "Release 2
 * additions", waiting room). `lines` is the waiting room's part (lines-port.ts).
 */
export function workflowsRoutes(lines: LinesPort): FastifyPluginAsyncZod<AppContext> {
  return async (app, context) => {
    const { db } = context.database;

    app.get(
      '/workflows',
      {
        config: { action: 'workflows.read' },
        schema: {
          tags,
          summary: 'The lines (visit workflows), the default first, with their stages and stations',
          security,
          params: ZBusinessIdParams,
          response: { 200: ZWorkflowsResponse, 401: ZErrorResponse, 404: ZErrorResponse },
        },
      },
      async (request) => ({
        success: true as const,
        workflows: (await listWorkflows(db, requireMembership(request).businessId)).map(presentWorkflow),
      }),
    );

    app.post(
      '/workflows',
      {
        config: { action: 'workflows.write' },
        schema: {
          tags,
          summary: 'A new line with its stages; it gets the next free ticket letter (422 TOO_MANY_WORKFLOWS)',
          description: rules,
          security,
          params: ZBusinessIdParams,
          body: ZWorkflowBody,
          response: { 201: ZWorkflowResponse, ...refusals },
        },
      },
      async (request, reply) => {
        const { businessId } = requireMembership(request);
        const tree = await createWorkflow(lines, businessId, request.body, context.clock.now());
        return reply.status(201).send({ success: true as const, workflow: presentWorkflow(tree) });
      },
    );

    app.patch(
      '/workflows/:workflowId',
      {
        config: { action: 'workflows.write' },
        schema: {
          tags,
          summary: 'Rename a line, set its doctor, or edit its stages and stations',
          description: rules,
          security,
          params: ZWorkflowIdParams,
          body: ZWorkflowPatchBody,
          response: { 200: ZWorkflowResponse, ...refusals },
        },
      },
      async (request) => {
        const { businessId } = requireMembership(request);
        const { workflowId } = request.params;
        const tree = await updateWorkflow(lines, businessId, workflowId, request.body, context.clock.now());
        return { success: true as const, workflow: presentWorkflow(tree) };
      },
    );

    app.delete(
      '/workflows/:workflowId',
      {
        config: { action: 'workflows.write' },
        schema: {
          tags,
          summary:
            'Delete a line: 422 DEFAULT_WORKFLOW for the default, 409 WORKFLOW_IN_USE while patients are in it',
          security,
          params: ZWorkflowIdParams,
          response: { 204: z.undefined(), ...refusals },
        },
      },
      async (request, reply) => {
        await deleteWorkflow(lines, requireMembership(request).businessId, request.params.workflowId);
        return reply.status(204).send();
      },
    );
  };
}
