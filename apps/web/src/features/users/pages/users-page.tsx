import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { userRoles, userSortFields, userStatuses } from '@talvio/contracts/users';
import { Link } from 'react-router';
import { AdminOnly } from '../../../components/admin-only.tsx';
import { ListFooter } from '../../../components/list-footer.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { SortableTh, type SortOrder } from '../../../components/sortable-th.tsx';
import { WideTable } from '../../../components/wide-table.tsx';
import { oneOf, useListParams } from '../../../lib/list-params.ts';
import { useUsers } from '../api/users.ts';
import { UserStatusBadge } from '../components/user-status-badge.tsx';

const pageSize = 20;

/** Admins only: a member gets the notice without the page asking the server for what it would refuse. */
export function Component() {
  return (
    <AdminOnly what="manage users">
      <UsersPage />
    </AdminOnly>
  );
}

function UsersPage() {
  const { params, page, update, search, setSearch, debouncedSearch: debounced } = useListParams();
  const status = oneOf(userStatuses, params.get('status'), 'all');
  const role = oneOf(userRoles, params.get('role'), 'all');
  const sort = oneOf(userSortFields, params.get('sort'), 'name');
  const order = params.get('order') === 'desc' ? 'desc' : 'asc';

  const list = useUsers({
    search: debounced || undefined,
    status,
    role,
    page,
    pageSize,
    sort: 'name',
    order: 'asc',
  });

  const sorting = {
    sort,
    order,
    onSort: (field: (typeof userSortFields)[number], next: SortOrder) =>
      update({ sort: field === 'name' ? null : field, order: next === 'asc' ? null : next, page: null }),
  } as const;

  return (
    <>
      <PageHeader
        title="Users"
        description="The people of your organisation who use Talvio."
        actions={
          <Button component={Link} to="/users/new" leftSection={<IconUserPlus size={18} />}>
            New user
          </Button>
        }
      />
      <Group mb="md" gap="sm" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name or e-mail"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
        />
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
      </Group>
      <QueryState query={list} label="users">
        {(data) =>
          data.items.length === 0 ? (
            <Paper withBorder p="xl" ta="center">
              <Text fw={600}>No users match</Text>
              <Text c="dimmed" size="sm">
                Try another search or filter, or add a colleague with “New user”.
              </Text>
            </Paper>
          ) : (
            <>
              <Paper withBorder>
                <WideTable minWidth={640}>
                  <Table highlightOnHover stickyHeader verticalSpacing="sm" aria-label="Users">
                    <Table.Thead>
                      <Table.Tr>
                        <SortableTh field="name" {...sorting}>
                          Name
                        </SortableTh>
                        <SortableTh field="email" {...sorting}>
                          E-mail
                        </SortableTh>
                        <Table.Th>Role</Table.Th>
                        <Table.Th>Status</Table.Th>
                        <SortableTh field="created_date" {...sorting}>
                          Added
                        </SortableTh>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.items.map((user) => (
                        <Table.Tr key={user.id}>
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
                      ))}
                    </Table.Tbody>
                  </Table>
                </WideTable>
              </Paper>
              <ListFooter
                total={data.total}
                noun={['user', 'users']}
                page={page}
                pageSize={pageSize}
                onPage={(p) => update({ page: p === 1 ? null : String(p) })}
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}
