/**
 * Check (f): every `call` action names an endpoint and sends the query, params, body and headers it
 * takes.
 */
import type { Catalog, ScreenFile } from './catalog.ts';
import { unknownEndpointMessage } from './check-data-sources.ts';
import { checkRequestBody, checkRequestPart } from './check-request.ts';
import { pointerJoin } from './json-pointer.ts';
import type { Problem } from './problem.ts';
import { walkScreen } from './walk-screen.ts';

export function checkCalls(screen: ScreenFile, catalog: Catalog): Problem[] {
  const problems: Problem[] = [];
  walkScreen(screen.doc, {
    action(action, pointer) {
      if (action.action !== 'call') return;
      const endpoint = catalog.endpoints.get(action.endpoint);
      if (!endpoint) {
        problems.push({
          file: screen.file,
          pointer: pointerJoin(pointer, 'endpoint'),
          message: unknownEndpointMessage(action.endpoint, catalog),
        });
        return;
      }
      const found = [
        ...checkRequestPart(endpoint, 'query', action.query, pointerJoin(pointer, 'query')),
        ...checkRequestPart(endpoint, 'params', action.params, pointerJoin(pointer, 'params')),
        ...checkRequestPart(endpoint, 'headers', action.headers, pointerJoin(pointer, 'headers')),
        ...checkRequestBody(endpoint, action.body, pointerJoin(pointer, 'body'), screen.doc.forms ?? {}),
      ];
      problems.push(...found.map((f) => ({ file: screen.file, ...f })));
    },
  });
  return problems;
}
