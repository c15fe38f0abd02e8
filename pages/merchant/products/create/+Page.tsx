import { usePageContext } from 'vike-react/usePageContext';
import { FormLoader } from '../form/FormLoader.js';

export default function CreateProductPage() {
  const { urlParsed } = usePageContext();
  return <FormLoader productId={null} saleMode={urlParsed.search.sale_mode === 'lottery' ? 'lottery' : 'direct'} />;
}
