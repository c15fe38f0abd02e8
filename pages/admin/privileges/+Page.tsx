import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { roleKey } from '../../../src/contracts/admin-users.js';
import { PRIVILEGE_GROUPS } from '../../../src/contracts/privilege-defaults.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { AdminPage } from '../../../renderer/admin/AdminPage.js';
import { Table, TBody, Td, Th, THead, Tr } from '../../../renderer/ui/table.js';
import type { AdminPrivilegesPageData } from './+data.js';

/** Spec 3 §6: every back-office privilege, by group, and the roles that hold it. */
export default function Page() {
  const { t } = useTranslation();
  const { privileges, error } = useData<AdminPrivilegesPageData>();
  return (
    <AdminPage
      testId="admin-privileges"
      roomy
      title={t('access.title_privileges')}
      intro={t('access.subtitle_privileges')}
    >
      {error && <LoadFailed message={t('access.messages.load_error')} />}
      {privileges.length > 0 && (
        <Table label={t('access.title_privileges')}>
          <THead>
            <Tr>
              <Th>{t('access.columns.privilege')}</Th>
              <Th>{t('access.columns.description')}</Th>
              <Th>{t('access.columns.roles')}</Th>
            </Tr>
          </THead>
          <TBody>
            {PRIVILEGE_GROUPS.flatMap((group) => [
              <Tr key={group} className="bg-neutral-50">
                <Th scope="colgroup" colSpan={3} className="text-left">
                  {t(`access.groups.${group}`)}
                </Th>
              </Tr>,
              ...privileges
                .filter((p) => p.group === group)
                .map((p) => (
                  <Tr key={p.key} data-testid={`privilege-${p.key}`}>
                    <Td wrap>
                      <span className="block font-medium">{p.label}</span>
                      <code className="text-xs text-neutral-500">{p.key}</code>
                    </Td>
                    <Td wrap className="text-neutral-600">
                      {p.description}
                    </Td>
                    <Td wrap>
                      <div className="flex flex-wrap gap-1">
                        {p.roles.length ? (
                          p.roles.map((r) => (
                            <Badge key={r} tone="ocean">
                              {t(`admin_users.roles.${roleKey(r)}`)}
                            </Badge>
                          ))
                        ) : (
                          <span className="text-neutral-500">{t('access.no_roles')}</span>
                        )}
                      </div>
                    </Td>
                  </Tr>
                )),
            ])}
          </TBody>
        </Table>
      )}
    </AdminPage>
  );
}
