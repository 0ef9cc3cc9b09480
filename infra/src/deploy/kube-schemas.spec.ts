import { schemaFileName, strictSchema } from './kube-schemas';

test('objects with properties are closed, references point into _definitions.json, maps stay open', () => {
  const schema = strictSchema({
    type: 'object',
    properties: {
      replicas: { type: 'integer' },
      template: { $ref: '#/definitions/io.k8s.api.core.v1.PodTemplateSpec' },
      labels: { type: 'object', additionalProperties: { type: 'string' } },
      // A field named like a keyword is still a field.
      properties: { type: 'object', properties: { name: { type: 'string' } } },
    },
  });
  expect(schema).toEqual({
    type: 'object',
    additionalProperties: false,
    properties: {
      replicas: { type: 'integer' },
      template: { $ref: '_definitions.json#/definitions/io.k8s.api.core.v1.PodTemplateSpec' },
      labels: { type: 'object', additionalProperties: { type: 'string' } },
      properties: { type: 'object', additionalProperties: false, properties: { name: { type: 'string' } } },
    },
  });
});

test('int-or-string takes either', () => {
  expect(strictSchema({ type: 'string', format: 'int-or-string' })).toEqual({
    oneOf: [{ type: 'string' }, { type: 'integer' }],
  });
});

test("file names follow kubeconform's template", () => {
  expect(schemaFileName('apps', 'v1', 'Deployment')).toBe('deployment-apps-v1.json');
  expect(schemaFileName('', 'v1', 'ConfigMap')).toBe('configmap-v1.json');
  expect(schemaFileName('networking.k8s.io', 'v1', 'NetworkPolicy')).toBe('networkpolicy-networking-v1.json');
});
