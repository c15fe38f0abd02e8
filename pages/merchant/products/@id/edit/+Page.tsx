import { usePageContext } from 'vike-react/usePageContext';
import { FormLoader } from '../../form/FormLoader.js';
import { editedProductId } from '../../form/form-data.js';

export default function EditProductPage() {
  const { routeParams } = usePageContext();
  const id = editedProductId(routeParams.id);
  // key: moving from one product's edit page to another's starts a fresh form
  return <FormLoader key={id} productId={id} />;
}
