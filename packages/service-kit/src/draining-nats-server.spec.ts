import { ServerNats } from '@nestjs/microservices';
import { DrainingNatsServer } from './draining-nats-server';

/** The protected route lookup, from outside. */
const routeOf = (server: ServerNats, pattern: string): string =>
  (server as unknown as { getRouteFromPattern(pattern: string): string }).getRouteFromPattern(pattern);

describe('DrainingNatsServer routes', () => {
  const ours = new DrainingNatsServer({ servers: ['nats://127.0.0.1:1'] }, 0);
  const nests = new ServerNats({ servers: ['nats://127.0.0.1:1'] });

  test.each([
    'results.save',
    'results.boards.page',
    'health.results',
    'auth.sessions.changed',
    '{"cmd":"sum"}',
    '"x"',
    '7',
    'null',
  ])('%p has the route Nest gives it', (pattern) => {
    expect(routeOf(ours, pattern)).toBe(routeOf(nests, pattern));
  });

  test('a dotted subject is routed without parsing it as JSON', () => {
    const parse = jest.spyOn(JSON, 'parse');
    try {
      expect(routeOf(ours, 'results.save')).toBe('results.save');
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });
});
