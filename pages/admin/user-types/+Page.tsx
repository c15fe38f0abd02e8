import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import type { UserTypeView } from '../../../src/contracts/access.js';
import { useCan } from '../../../renderer/admin/admin-pages.js';
import { useRowAction } from '../../../renderer/admin/use-row-action.js';
import { api } from '../../../renderer/lib/api.js';
import { Badge } from '../../../renderer/ui/badge.js';
import { Button } from '../../../renderer/ui/button.js';
import { LoadFailed } from '../../../renderer/ui/load-failed.js';
import { PageHeader } from '../../../renderer/ui/page-header.js';
import { Table, TBody, Td, Th, THead, Tr } from '../../../renderer/ui/table.js';
import type { AdminUserTypesPageData } from './+data.js';
import { UserTypeDialog } from './UserTypeDialog.js';

const sorted = (rows: UserTypeView[]) => [...rows].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);

/** Spec 3 §3 user types: the table, an add/edit dialog and the active switch (changes need roles.manage). */
export default function Page() {
  const { t } = useTranslation();
  const initial = useData<AdminUserTypesPageData>();
  const manage = useCan()('roles.manage');
  const [rows, setRows] = useState(() => sorted(initial.userTypes));
  const [editing, setEditing] = useState<UserTypeView | 'new' | null>(null);
  const { busy, run } = useRowAction();

  const saved = (row: UserTypeView) => setRows((list) => sorted([...list.filter((r) => r.id !== row.id), row]));
  const toggle = (row: UserTypeView) =>
    run(row.id, async () => {
      const res = await api<{ message: string; data: UserTypeView }>(`/admin/user-types/${row.id}/toggle-status`, {
        method: 'POST',
      });
      saved(res.data);
      return res;
    });

  return (
    <div className="mx-auto max-w-6xl space-y-6" data-testid="admin-user-types">
      <PageHeader
        title={t('access.title_user_types')}
        intro={t('access.subtitle_user_types')}
        action={
          manage && (
            <Button onClick={() => setEditing('new')} data-testid="user-type-add">
              {t('access.add')}
            </Button>
          )
        }
      />
      {initial.error && <LoadFailed message={t('access.messages.load_error')} />}
      <Table label={t('access.title_user_types')}>
        <THead>
          <Tr>
            <Th>{t('access.columns.name')}</Th>
            <Th>{t('access.columns.key')}</Th>
            <Th>{t('access.columns.description')}</Th>
            <Th>{t('access.columns.sort_order')}</Th>
            <Th>{t('access.columns.status')}</Th>
            {manage && <Th>{t('access.columns.actions')}</Th>}
          </Tr>
        </THead>
        <TBody>
          {rows.map((row) => (
            <Tr key={row.id} data-testid={`user-type-${row.key}`}>
              <Td className="font-medium">{row.name}</Td>
              <Td>
                <code className="text-xs">{row.key}</code>
              </Td>
              <Td wrap className="text-neutral-600">
                {row.description}
              </Td>
              <Td>{row.sort_order}</Td>
              <Td>
                <Badge tone={row.is_active ? 'brand' : 'neutral'}>
                  {t(row.is_active ? 'access.active' : 'access.inactive')}
                </Badge>
              </Td>
              {manage && (
                <Td>
                  <div className="flex gap-2">
                    <Button size="sm" variant="secondary" onClick={() => setEditing(row)}>
                      {t('access.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant={row.is_active ? 'outline' : 'primary'}
                      loading={busy === row.id}
                      onClick={() => void toggle(row)}
                      data-testid={`user-type-toggle-${row.key}`}
                    >
                      {t(row.is_active ? 'access.deactivate' : 'access.activate')}
                    </Button>
                  </div>
                </Td>
              )}
            </Tr>
          ))}
        </TBody>
      </Table>
      {editing && (
        <UserTypeDialog
          row={editing === 'new' ? null : editing}
          nextOrder={rows.reduce((max, r) => Math.max(max, r.sort_order + 1), 0)}
          onOpenChange={(open) => !open && setEditing(null)}
          onSaved={saved}
        />
      )}
    </div>
  );
}
