import Bowser from 'bowser';

/** "Chrome sur Android" style label for the sessions list. */
export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return 'Appareil inconnu';
  try {
    const ua = Bowser.parse(userAgent);
    const browser = ua.browser.name;
    const os = ua.os.name;
    if (browser && os) return `${browser} sur ${os}`.slice(0, 150);
    return (browser || os || userAgent).slice(0, 150);
  } catch {
    return userAgent.slice(0, 150);
  }
}
