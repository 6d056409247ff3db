export function waitForNoOpenSnapshot(
  query: (text: string) => Promise<{ rows: Array<{ n: number }> }>,
  maxMs: number,
): Promise<boolean>
