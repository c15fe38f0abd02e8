import { Fragment } from 'react';
import { SITE_LINK_GROUPS } from '../../src/contracts/site-links.js';

const TOKEN = /((?<![\w/])\/[a-z][a-z0-9-]*(?:\/[a-z0-9-]+)*(?:\?[a-z=&-]+)?|[\w.+-]+@[\w-]+\.[a-z.]*[a-z])/g;

const KNOWN_PATHS = new Set([
  ...SITE_LINK_GROUPS.flatMap((g) => g.links.map((l) => l.href)),
  '/results',
  '/verify',
  '/history',
  '/customer',
  '/customer/tickets',
  '/customer/orders',
  '/customer/profile',
  '/customer/refunds',
]);

/** Internal paths (/how-it-works) and e-mail addresses written in the static texts become links. */
export function RichText({ text }: { text: string }) {
  const parts = text.split(TOKEN);
  return (
    <>
      {parts.map((part, i) => {
        const isEmail = part.includes('@');
        if (i % 2 === 0 || (!isEmail && !KNOWN_PATHS.has(part.split('?')[0]!)))
          // biome-ignore lint/suspicious/noArrayIndexKey: positional pieces of one string; the same text may occur twice
          return <Fragment key={i}>{part}</Fragment>;
        return (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: positional pieces of one string; the same link may occur twice
            key={i}
            href={isEmail ? `mailto:${part}` : part}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {part}
          </a>
        );
      })}
    </>
  );
}
