// Never rendered: the guard always redirects by role. A page is needed for the route to exist.
export default function NotificationsRedirectPage() {
  return null;
}
