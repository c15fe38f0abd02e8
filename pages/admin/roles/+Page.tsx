import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import type { RoleView } from '../../../src/contracts/access.js';
import { PRIVILEGE_GROUPS, PROTECTED_ROLES, privilegeGroup } from '../../../src/contracts/privilege-defaults.js';
import { PRIVILEGES, type PrivilegeKey } from '../../../src/contracts/privileges.js';
import { useCan } from '../../../renderer/admin/admin-pages.js';
import { useRowAction } from '../../../renderer/admin/use-row-action.js';
import { api } from '../../../renderer/lib/api.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { Button } from '../../../renderer/ui/button.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { AdminPage } from '../../../renderer/admin/AdminPage.js';
import { Table, TBody, Td, Th, THead, Tr } from '../../../renderer/ui/table.js';
import type { AdminRolesPageData } from './+data.js';

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((k) => b.includes(k));

/** Spec 3 §6 roles as data: a role × privilege matrix, ticked by group, saved one role at a time. */
export default function Page() {
  const { t } = useTranslation();
  const initial = useData<AdminRolesPageData>();
  const can = useCan();
  const [saved, setSaved] = useState<RoleView[]>(initial.roles);
  const [draft, setDraft] = useState<Record<number, PrivilegeKey[]>>(() =>
    Object.fromEntries(initial.roles.map((r) => [r.id, r.privileges])),
  );
  const { busy, run } = useRowAction();

  const editable = (role: RoleView) =>
    can('roles.manage') &&
    !role.locked &&
    (!(PROTECTED_ROLES as readonly string[]).includes(role.name) || can('users.manage_admins'));
  const toggle = (role: RoleView, key: PrivilegeKey, on: boolean) =>
    setDraft((d) => ({ ...d, [role.id]: PRIVILEGES.filter((k) => (k === key ? on : d[role.id]!.includes(k))) }));

  const save = (role: RoleView) =>
    run(role.id, async () => {
      const res = await api<{ message: string; data: RoleView }>(`/admin/roles/${role.id}/privileges`, {
        method: 'PUT',
        body: { privileges: draft[role.id] },
      });
      setSaved((rows) => rows.map((r) => (r.id === role.id ? res.data : r)));
      setDraft((d) => ({ ...d, [role.id]: res.data.privileges }));
      return res;
    });

  return (
    <AdminPage testId="admin-roles" roomy title={t('access.title_roles')} intro={t('access.subtitle_roles')}>
      {initial.error && <LoadFailed message={t('access.messages.load_error')} />}
      {saved.length > 0 && (
        <Table label={t('access.title_roles')}>
          <THead>
            <Tr>
              <Th>{t('access.columns.privilege')}</Th>
              {saved.map((r) => (
                <Th key={r.id} className="text-center">
                  <span className="block">{r.label}</span>
                  <span className="block text-xs font-normal text-neutral-500">
                    {t('access.users_count', { count: r.users_count })}
                  </span>
                </Th>
              ))}
            </Tr>
          </THead>
          <TBody>
            {PRIVILEGE_GROUPS.map((group) => (
              <Fragment key={group}>
                <Tr className="bg-neutral-50">
                  <Th scope="colgroup" colSpan={saved.length + 1} className="text-left">
                    {t(`access.groups.${group}`)}
                  </Th>
                </Tr>
                {PRIVILEGES.filter((k) => privilegeGroup(k) === group).map((key) => (
                  <Tr key={key}>
                    <Td wrap>
                      <span className="block font-medium">{t(`access.privileges.${key}.label`)}</span>
                      <code className="text-xs text-neutral-500">{key}</code>
                    </Td>
                    {saved.map((role) => {
                      const checked = draft[role.id]?.includes(key) ?? false;
                      // what the reader does not hold, they cannot hand on (the API refuses it too)
                      const disabled = !editable(role) || (!checked && !can(key)) || busy === role.id;
                      return (
                        <Td key={role.id} className="text-center">
                          <input
                            type="checkbox"
                            className="size-5 cursor-pointer accent-brand-700 disabled:cursor-not-allowed"
                            aria-label={`${role.label} : ${t(`access.privileges.${key}.label`)}`}
                            checked={checked}
                            disabled={disabled}
                            onChange={(e) => toggle(role, key, e.target.checked)}
                            data-testid={`grant-${role.id}-${key}`}
                          />
                        </Td>
                      );
                    })}
                  </Tr>
                ))}
              </Fragment>
            ))}
            <Tr>
              <Td />
              {saved.map((role) => (
                <Td key={role.id} className="text-center">
                  {role.locked ? (
                    <Badge tone="brand">{t('access.locked')}</Badge>
                  ) : (
                    editable(role) && (
                      <Button
                        size="sm"
                        loading={busy === role.id}
                        disabled={sameSet(draft[role.id] ?? [], role.privileges)}
                        onClick={() => void save(role)}
                        data-testid={`save-role-${role.id}`}
                      >
                        {t('access.save_role')}
                      </Button>
                    )
                  )}
                </Td>
              ))}
            </Tr>
          </TBody>
        </Table>
      )}
    </AdminPage>
  );
}
