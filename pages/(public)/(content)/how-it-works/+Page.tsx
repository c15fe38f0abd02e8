import { ContentPage } from '../../../../renderer/content/ContentPage.js';
import { VerifiableDraws } from './VerifiableDraws.js';

/** The static how-it-works texts, then how anyone can check every draw. */
export default function HowItWorksPage() {
  return (
    <>
      <ContentPage />
      <VerifiableDraws />
    </>
  );
}
