import type { PageContext } from 'vike/types';
import type { ContentDoc } from '../../../renderer/content/types.js';

export default (pageContext: PageContext<ContentDoc>) => pageContext.data.description;
