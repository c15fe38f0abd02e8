// Never rendered: the guard always redirects to the seller's dashboard. A page is needed for the route to exist.
export default function MerchantIndexPage() {
  return null;
}
