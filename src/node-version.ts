/** The oldest Node.js the server runs on (MikroORM 7). */
export const NODE_MINIMUM = [22, 17] as const;

/** Why this Node.js cannot run the server, in one line, or null when it can. */
export function nodeVersionProblem(version: string): string | null {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const [needMajor, needMinor] = NODE_MINIMUM;
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return null;
  return `Mbolo needs Node.js ${needMajor}.${needMinor} or newer, this is ${version}: start it with \`npm run start:prod\` (or \`npm start\`), which bring their own.`;
}
