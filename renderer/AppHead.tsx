export function AppHead() {
  return (
    <>
      <meta name="theme-color" content="#009e60" />
      <meta name="format-detection" content="telephone=no" />
    </>
  );
}
