/** The first `name{...}` line carrying every given label, in any order; 0 when there is none. */
export function sampleValue(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

export async function scrapeMetrics(port: number): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
  if (answer.status !== 200) throw new Error(`GET /metrics on port ${port} answered ${answer.status}`);
  return answer.text();
}
