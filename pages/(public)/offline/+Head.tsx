/** A stand-in page for the service worker: no search engine lists it. */
export default function Head() {
  return <meta name="robots" content="noindex" />;
}
