import type { Readable } from 'node:stream';
import readline from 'node:readline';

const COLOURS = [36, 33, 35, 32, 34, 91, 96, 93, 95, 92];

/** Plain when the terminal has no colours (or NO_COLOR). */
export function linePrefix(name: string, index: number, width: number, colour = supportsColour()): string {
  const label = `[${name}]`.padEnd(width + 2);
  return colour ? `\u001b[${COLOURS[index % COLOURS.length]}m${label}\u001b[0m ` : `${label} `;
}

/** Copies `stream` to `write` line by line with `prefix`, keeping the last lines in `recent`. */
export function pipeLines(
  stream: Readable,
  prefix: string,
  write: (line: string) => void,
  recent: string[],
  keep = 200,
): void {
  readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
    recent.push(line);
    if (recent.length > keep) recent.shift();
    write(`${prefix}${line}\n`);
  });
}

function supportsColour(): boolean {
  return Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
}
