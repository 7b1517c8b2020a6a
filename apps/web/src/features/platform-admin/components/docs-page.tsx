import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n.ts';
import { managementQueries, type OpenApiDocument, type OpenApiOperation } from '../api/management-api.ts';
import { AdminFrame } from './admin-frame.tsx';
import { QueryState } from './query-state.tsx';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** Dark enough for the badge's white text (WCAG AA). */
const METHOD_COLOR: Record<string, string> = {
  get: '#1c4f8a',
  post: '#1e6b30',
  put: '#8a4a00',
  patch: '#6b2a8a',
  delete: '#a61e1e',
};

interface Operation extends OpenApiOperation {
  method: string;
  path: string;
}

/** An operation's group: its first tag, else the path's area (`/api/reviewer`, `/management`). */
function groupOf(path: string, op: OpenApiOperation): string {
  if (op.tags?.[0]) return op.tags[0];
  const parts = path.split('/').filter(Boolean);
  const depth = parts[0] === 'api' || parts[0] === 'reporterapi' ? 2 : 1;
  return `/${parts.slice(0, depth).join('/')}`;
}

/** The operations by group, groups in alphabetical order. */
export function groupOperations(doc: OpenApiDocument): [string, Operation[]][] {
  const groups = new Map<string, Operation[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const group = groupOf(path, op);
      groups.set(group, [...(groups.get(group) ?? []), { ...op, method, path }]);
    }
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

/** `/admin/docs`: the OpenAPI description at `/v3/api-docs`, as a list of operations by group. */
export function DocsPage() {
  const { t } = useTranslation();
  const query = useQuery(managementQueries.docs);
  return (
    <AdminFrame page="docs">
      <QueryState query={query}>
        {(doc) => (
          <Stack gap="md">
            <Text>
              {doc.info.title} · {doc.info.version}
            </Text>
            {doc.info.description && <Text c="gray.7">{doc.info.description}</Text>}
            <Accordion multiple variant="separated" data-testid="api-groups">
              {groupOperations(doc).map(([group, ops]) => (
                <Accordion.Item key={group} value={group}>
                  <Accordion.Control>
                    <Group gap="sm">
                      <Text ff="monospace" fw={600}>
                        {group}
                      </Text>
                      <Text size="sm" c="gray.7">
                        {t('admin.docs.operations', { count: ops.length })}
                      </Text>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap={6}>
                      {ops.map((op) => (
                        <Group key={`${op.method} ${op.path}`} gap="sm" wrap="nowrap" align="flex-start">
                          <Badge color={METHOD_COLOR[op.method]} variant="filled" w={72} style={{ flexShrink: 0 }}>
                            {op.method.toUpperCase()}
                          </Badge>
                          <div>
                            <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
                              {op.path}
                            </Text>
                            {(op.summary ?? op.description) && (
                              <Text size="sm" c="gray.7">
                                {op.summary ?? op.description}
                              </Text>
                            )}
                          </div>
                        </Group>
                      ))}
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        )}
      </QueryState>
    </AdminFrame>
  );
}
