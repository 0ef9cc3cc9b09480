import { PassThrough } from 'node:stream';
import { linePrefix, pipeLines } from './output';

describe('linePrefix', () => {
  it('pads names to one width so columns line up', () => {
    expect(linePrefix('nats', 0, 8, false)).toBe('[nats]     ');
    expect(linePrefix('ferretdb', 1, 8, false)).toBe('[ferretdb] ');
  });

  it('colours the label when asked', () => {
    expect(linePrefix('web', 2, 3, true)).toBe('\u001b[35m[web]\u001b[0m ');
  });
});

describe('pipeLines', () => {
  it('prefixes every line and remembers the last ones', async () => {
    const stream = new PassThrough();
    const written: string[] = [];
    const recent: string[] = [];
    pipeLines(stream, '[x] ', (line) => written.push(line), recent, 2);
    stream.end('one\ntwo\r\nthree');
    await new Promise((resolve) => setImmediate(resolve));
    expect(written).toEqual(['[x] one\n', '[x] two\n', '[x] three\n']);
    expect(recent).toEqual(['two', 'three']);
  });
});
