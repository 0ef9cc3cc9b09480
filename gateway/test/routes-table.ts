/** The part of an OpenAPI document the route table reads. */
export interface OpenApiPaths {
  paths: Record<string, Record<string, { operationId?: string; summary?: string; tags?: string[] }>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/**
 * docs/routes.md from the gateway's OpenAPI document, so the table cannot drift from the code:
 * one row per operation, grouped by tag in the order of the document.
 */
export function routesTable(doc: OpenApiPaths): string {
  const rows = Object.entries(doc.paths).flatMap(([route, operations]) =>
    METHODS.filter((method) => operations[method]).map((method) => {
      const { operationId = '', summary = '', tags = [] } = operations[method]!;
      const [controller = '', handler = ''] = operationId.split('_');
      return { tag: tags[0] ?? 'other', method, route, controller, handler, summary };
    }),
  );
  const tags = [...new Set(rows.map(({ tag }) => tag))];
  const sections = tags.map((tag) => {
    const lines = rows
      .filter((row) => row.tag === tag)
      .map(
        ({ method, route, controller, handler, summary }) =>
          `| ${method.toUpperCase()} | \`${route}\` | ${controller} \`${handler}\` | ${cell(summary)} |`,
      );
    return [
      `## ${tag}`,
      '',
      '| Method | Route | Gateway controller | What it does |',
      '| --- | --- | --- | --- |',
      ...lines,
    ].join('\n');
  });
  return [
    '# Routes',
    '',
    'Every HTTP route of the gateway, generated from its OpenAPI document (served at `/api/docs`) by',
    '`gateway/test/routes-doc.int.spec.ts`, which fails while this file is stale; regenerate with',
    '`UPDATE_ROUTES_DOC=1` on that test. Request and answer shapes are the zod schemas in',
    '`packages/contracts/src/`; the NATS subject each controller method sends is in its code, and the',
    "subject map (each subject's request and answer) is `packages/contracts/src/rpc.ts`.",
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
}
