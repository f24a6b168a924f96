import { Anchor, Badge, Button, Paper, SegmentedControl, Select, Table, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { userRoles, userSortFields, userStatuses } from '@talvio/contracts/users';
import { Link } from 'react-router';
import { AdminOnly } from '../../../components/admin-only.tsx';
import { ListPage, useListPage } from '../../../components/list-page.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { oneOf } from '../../../lib/list-params.ts';
import { useUsers } from '../api/users.ts';
import { UserStatusBadge } from '../components/user-status-badge.tsx';

/** Admins only: a member gets the notice without the page asking the server for what it would refuse. */
export function Component() {
  return (
    <AdminOnly what="manage users">
      <UsersPage />
    </AdminOnly>
  );
}

function UsersPage() {
  const state = useListPage(userSortFields, { sort: 'name', order: 'asc' });
  const { params, update, debouncedSearch, page, pageSize } = state;
  const status = oneOf(userStatuses, params.get('status'), 'all');
  const role = oneOf(userRoles, params.get('role'), 'all');

  const list = useUsers({
    search: debouncedSearch || undefined,
    status,
    role,
    page,
    pageSize,
    sort: state.sort,
    order: state.order,
  });

  return (
    <ListPage
      title="Users"
      description="The people of your organisation who use Talvio."
      actions={
        <Button component={Link} to="/users/new" leftSection={<IconUserPlus size={18} />}>
          New user
        </Button>
      }
      state={state}
      searchPlaceholder="Name or e-mail"
      filters={
        <>
          <Select
            label="Role"
            data={[
              { value: 'all', label: 'All roles' },
              { value: 'admin', label: 'Admins' },
              { value: 'member', label: 'Members' },
            ]}
            value={role}
            onChange={(v) => update({ role: v, page: null })}
            allowDeselect={false}
            w={{ base: '100%', sm: 160 }}
          />
          <SegmentedControl
            aria-label="Status"
            data={[
              { value: 'all', label: 'All' },
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
            ]}
            value={status}
            onChange={(v) => update({ status: v, page: null })}
          />
        </>
      }
      query={list}
      noun={['user', 'users']}
      empty={
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>No users match</Text>
          <Text c="dimmed" size="sm">
            Try another search or filter, or add a colleague with “New user”.
          </Text>
        </Paper>
      }
      minWidth={640}
      columns={[
        { header: 'Name', sort: 'name' },
        { header: 'E-mail', sort: 'email' },
        { header: 'Role' },
        { header: 'Status' },
        { header: 'Added', sort: 'created_date' },
      ]}
      row={(user) => (
        <Table.Tr>
          <Table.Td>
            <Anchor component={Link} to={`/users/edit/${user.id}`} fw={500}>
              {user.name}
            </Anchor>
          </Table.Td>
          <Table.Td>{user.email}</Table.Td>
          <Table.Td>
            {user.is_admin ? (
              <Badge variant="light">Admin</Badge>
            ) : (
              <Badge variant="light" color="gray">
                Member
              </Badge>
            )}
          </Table.Td>
          <Table.Td>
            <UserStatusBadge user={user} />
          </Table.Td>
          <Table.Td>
            <RelativeTime value={user.created_date} />
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
