import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../renderer/auth/AuthCard.js';
import { SocialButtons } from '../../../renderer/auth/SocialButtons.js';
import { RegisterForm } from './RegisterForm.js';

export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      wide
      testId="register-page"
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.have_account')}{' '}
          <a href="/login" className="font-semibold">
            {t('register.login_link')}
          </a>
        </>
      }
    >
      <div className="space-y-6">
        <RegisterForm />
        <SocialButtons />
      </div>
    </AuthCard>
  );
}
