/** The QR code an authenticator app scans to add the account. */
export function TotpQrCode({ src, alt }: { src: string; alt: string }) {
  return (
    <img
      src={src}
      alt={alt}
      width={192}
      height={192}
      className="size-48 rounded-lg border border-neutral-200 bg-white p-2"
    />
  );
}

/** The one-time recovery codes, shown once after two-factor sign-in is switched on or renewed. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <ul className="grid grid-cols-2 gap-2 font-mono text-sm">
      {codes.map((c) => (
        <li key={c} className="rounded bg-neutral-100 px-2 py-1 text-center">
          {c}
        </li>
      ))}
    </ul>
  );
}
