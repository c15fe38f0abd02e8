export function AppHead() {
  return (
    <>
      <meta name="theme-color" content="#009e60" />
      <meta name="format-detection" content="telephone=no" />
      {/* installable app (PWA): public/manifest.webmanifest, icons drawn by scripts/pwa-icons.mjs */}
      <link rel="manifest" href="/manifest.webmanifest" />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    </>
  );
}
