/** Check (d): every data source names an endpoint, with the query and path parameters it takes. */
import type { Catalog, ScreenFile } from './catalog.ts';
import { checkRequestPart } from './check-request.ts';
import { pointerJoin } from './json-pointer.ts';
import type { Problem } from './problem.ts';
import { didYouMean } from './suggest.ts';

export function unknownEndpointMessage(id: string, catalog: Catalog): string {
  return `the endpoint "${id}" does not exist in schemas/api/endpoints.${didYouMean(id, catalog.endpoints.keys())}`;
}

export function checkDataSources(screen: ScreenFile, catalog: Catalog): Problem[] {
  const problems: Problem[] = [];
  for (const [name, source] of Object.entries(screen.doc.data ?? {})) {
    const at = pointerJoin('/data', name);
    const endpoint = catalog.endpoints.get(source.endpoint);
    if (!endpoint) {
      problems.push({
        file: screen.file,
        pointer: pointerJoin(at, 'endpoint'),
        message: unknownEndpointMessage(source.endpoint, catalog),
      });
      continue;
    }
    const found = [
      ...checkRequestPart(endpoint, 'query', source.query, pointerJoin(at, 'query')),
      ...checkRequestPart(endpoint, 'params', source.params, pointerJoin(at, 'params')),
    ];
    problems.push(...found.map((f) => ({ file: screen.file, ...f })));
  }
  return problems;
}
