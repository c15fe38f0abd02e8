import type { PageContext } from 'vike/types';
import { getI18n } from '../../../../renderer/i18n.js';
import type { LotteryPageData } from './+data.js';

export default (pageContext: PageContext<LotteryPageData>) =>
  getI18n(pageContext.locale ?? 'fr').t('proof.meta.description', {
    title: pageContext.data.lottery.title,
    number: pageContext.data.lottery.lottery_number,
  });
