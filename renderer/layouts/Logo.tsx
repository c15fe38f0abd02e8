export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 shrink-0">
        <rect width="32" height="32" rx="8" fill="#009e60" />
        <rect y="11" width="32" height="10" fill="#fcd116" />
        <path d="M0 21h32v3a8 8 0 0 1-8 8H8a8 8 0 0 1-8-8z" fill="#3a75c4" />
        <path d="M8 23V9l8 8 8-8v14" fill="none" stroke="#0b3d2a" strokeWidth="3" strokeLinejoin="round" />
      </svg>
      <span className="text-xl text-brand-700">Mbolo</span>
    </span>
  );
}
