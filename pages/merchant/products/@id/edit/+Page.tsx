import { usePageContext } from 'vike-react/usePageContext';
import { FormLoader } from '../../form/FormLoader.js';

export default function EditProductPage() {
  const { routeParams } = usePageContext();
  const id = Number.parseInt(routeParams.id ?? '', 10);
  // key: moving from one product's edit page to another's starts a fresh form
  return <FormLoader key={id} productId={Number.isSafeInteger(id) && id > 0 ? id : -1} />;
}
