// Never rendered: the guard always redirects to /admin/dashboard. A page is needed for the route to exist.
export default function AdminIndexPage() {
  return null;
}
