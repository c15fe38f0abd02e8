/** Never shown: the guard always sends the visitor on (to their landing page, or to sign in first). */
export default function DashboardRedirect() {
  return null;
}
