import { describe, expect, it } from 'vitest';
import { ENDPOINTS, findEndpoint, templateParams } from './endpoints';
import { buildOpenApiDocument } from './openapi';

describe('the endpoint registry', () => {
  it('names each endpoint once, by id and by method and path', () => {
    expect(new Set(ENDPOINTS.map((e) => e.id)).size).toBe(ENDPOINTS.length);
    expect(new Set(ENDPOINTS.map((e) => `${e.method} ${e.path}`)).size).toBe(ENDPOINTS.length);
  });

  it("describes each path parameter in the endpoint's params schema, and nothing else", () => {
    for (const e of ENDPOINTS) {
      const described = Object.keys(e.params?.shape ?? {});
      expect(described, `${e.method} ${e.path}`).toEqual(templateParams(e.path));
    }
  });

  it('lists a success first and a refusal for every failure', () => {
    for (const e of ENDPOINTS) {
      const statuses = Object.keys(e.responses).map(Number);
      expect(statuses[0], e.id).toBeLessThan(300);
      if (e.auth === 'bearer') expect(statuses, e.id).toContain(401);
      if (e.policy) expect(statuses, e.id).toContain(403);
    }
  });

  it('finds the endpoint of a request path, a literal segment before a parameter', () => {
    expect(findEndpoint('GET', 'customers/count')?.id).toBe('countCustomers');
    expect(findEndpoint('GET', 'customers/cus_1')?.id).toBe('getCustomer');
    expect(findEndpoint('get', 'customers/cus_1/orders')?.id).toBe('listCustomerOrders');
    expect(findEndpoint('PUT', 'orders/ord_1/mark-as-paid')?.id).toBe('markOrderAsPaid');
    expect(findEndpoint('GET', 'customers/')).toBeUndefined();
    expect(findEndpoint('PATCH', 'customers/cus_1')).toBeUndefined();
  });
});

describe('the OpenAPI document', () => {
  const doc = buildOpenApiDocument();

  it('has one operation per endpoint, each path parameter declared under its template name', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.values(
        item as Record<string, { operationId: string; parameters: { in: string; name: string }[] }>,
      ).map((op) => {
        expect(
          op.parameters.filter((p) => p.in === 'path').map((p) => p.name),
          path,
        ).toEqual(templateParams(path));
        return op.operationId;
      }),
    );
    expect(operations.sort()).toEqual(ENDPOINTS.map((e) => e.id).sort());
  });

  it('keeps one path for templates that differ only in parameter names', () => {
    // inventory/levels/{locationId} (GET) and inventory/levels/{inventoryId} (PUT) are one path.
    const item = doc.paths['/inventory/levels/{locationId}'] as Record<string, unknown>;
    expect(Object.keys(item).sort()).toEqual(['get', 'put']);
    expect(doc.paths['/inventory/levels/{inventoryId}']).toBeUndefined();
  });
});
