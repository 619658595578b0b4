import { describe, expect, it } from 'vitest';
import { problemsIn } from './fixture-dirs.ts';

const FILE = 'scripts/check/fixtures/screens-data-sources/sources.json';

describe('check (d): data sources name endpoints with the query and params they take', () => {
  it('reports unknown endpoints, unknown, missing and mistyped query keys and missing path params', () => {
    expect(problemsIn('screens-data-sources')).toEqual([
      `${FILE} /data/typo/endpoint: the endpoint "home.indx" does not exist in schemas/api/endpoints. Did you mean "home.index"?`,
      `${FILE} /data/wrongKey/query/orderID: "orderID" is not a query parameter of order.detail. Expected one of: orderId. Did you mean "orderId"?`,
      `${FILE} /data/wrongKey/query: "orderId" is missing: it is required in the query of order.detail.`,
      `${FILE} /data/wrongType/query/orderId: expected a whole number, found the text "abc".`,
      `${FILE} /data/noParams/params: "orderId" is missing: it is required in the path parameters of order.item.`,
      `${FILE} /data/noQuery/query/page: "page" is not a query parameter of home.index: it takes none.`,
    ]);
  });
});
