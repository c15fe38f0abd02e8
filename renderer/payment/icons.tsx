import type { Operator } from '../../src/contracts/payments.js';

const BADGES: Record<Operator, { bg: string; fg: string; text: string }> = {
  airtel: { bg: '#e40000', fg: '#ffffff', text: 'airtel' },
  moov: { bg: '#0057a8', fg: '#ffffff', text: 'moov' },
};

/** The operator's mark drawn inline: pages load no image from outside hosts. */
export function OperatorLogo({ operator, size = 48 }: { operator: Operator; size?: number }) {
  const b = BADGES[operator];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      data-testid={`operator-logo-${operator}`}
    >
      <rect width="48" height="48" rx="12" fill={b.bg} />
      {operator === 'moov' && (
        <path d="M6 36 Q24 22 42 36" fill="none" stroke="#f7a600" strokeWidth="4" strokeLinecap="round" />
      )}
      <text
        x="24"
        y={operator === 'moov' ? 25 : 29}
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontWeight="700"
        fontSize="13"
        fill={b.fg}
      >
        {b.text}
      </text>
    </svg>
  );
}
