/** "+24174010203" → "074 01 02 03", the way Gabonese numbers are read out; other numbers as they are. */
export function nationalPhone(e164: string): string {
  if (!e164.startsWith('+241')) return e164;
  const d = `0${e164.slice(4)}`;
  return d.length === 9 ? `${d.slice(0, 3)} ${d.slice(3, 5)} ${d.slice(5, 7)} ${d.slice(7)}` : d;
}
