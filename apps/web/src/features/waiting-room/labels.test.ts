/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { INDUSTRIES } from '@qtify/shared/domain/industry';
import { QUEUE_STATUSES } from '@qtify/shared/domain/queue-status';
import { LANGUAGE_IDS } from '@qtify/shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import { actionKey, stateKey, statusActions } from './entry-view';

const locales = new URL('../../../../../packages/shared/src/i18n/locales/', import.meta.url);

function catalogue(language: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`${language}/waitingRoom.json`, locales), 'utf8'));
}

/** What i18next finds for `key` with `{ context }`: `key_context`, else `key`. */
function resolve(root: Record<string, unknown>, key: string, context: string): unknown {
  const parts = key.split('.');
  const last = parts.pop() as string;
  let node: unknown = root;
  for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
  const parent = node as Record<string, unknown> | undefined;
  return parent?.[`${last}_${context}`] ?? parent?.[last];
}

describe('status and button labels', () => {
  it.each(LANGUAGE_IDS)('%s words every status, step and outcome for every industry', (language) => {
    const root = catalogue(language);
    for (const industry of INDUSTRIES) {
      for (const status of QUEUE_STATUSES) {
        expect(resolve(root, `status.${status}`, industry), `${industry} ${status}`).toEqual(
          expect.any(String),
        );
        for (const action of statusActions(status)) {
          const key = actionKey(status, action);
          expect(resolve(root, key, industry), `${industry} ${key}`).toEqual(expect.any(String));
        }
        expect(resolve(root, stateKey({ status, outcome: null }), industry)).toEqual(expect.any(String));
      }
    }
  });

  it.each(LANGUAGE_IDS)('%s words the filter for finished entries apart from any one outcome', (language) => {
    // The "Today" filter lists treated, cancelled and no-show entries alike under status.done; a
    // word that reads like one outcome ("Fertig" beside cards saying "Behandelt") misleads.
    const root = catalogue(language);
    for (const industry of INDUSTRIES) {
      const done = resolve(root, 'status.done', industry);
      const outcomes = statusActions('checkIn')
        .filter((action) => action.status === 'done')
        .map((action) => resolve(root, actionKey('checkIn', action), industry));
      expect(outcomes, `${industry}`).not.toContain(done);
    }
  });

  it('uses the practice words of the specification in German', () => {
    const root = catalogue('de');
    expect(resolve(root, 'status.notHere', 'medical')).toBe('Noch nicht da');
    expect(resolve(root, 'status.inTreatment', 'medical')).toBe('In Behandlung');
    expect(resolve(root, 'status.inTreatment', 'restaurant')).toBe('Am Tisch');
    // The finish menu is "Abschließen"; what it leads to is "Abgeschlossen" in the status filter.
    expect(resolve(root, 'finish', 'medical')).toBe('Abschließen');
    expect(resolve(root, 'status.done', 'medical')).toBe('Abgeschlossen');
    expect(resolve(root, 'empty', 'medical')).toBe('Keine Patienten gefunden');
  });
});
