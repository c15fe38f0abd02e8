/**
 * Reads one access list (roles, privileges) in-process for the first paint; a failure is logged
 * and shows as `error` with an empty list, which the page reports.
 */
export async function readAccessList<T>(
  label: string,
  read: () => Promise<T[]>,
): Promise<{ rows: T[]; error: boolean }> {
  try {
    return { rows: await read(), error: false };
  } catch (err) {
    console.error(label, err);
    return { rows: [], error: true };
  }
}
