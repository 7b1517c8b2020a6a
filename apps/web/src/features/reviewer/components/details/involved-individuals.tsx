import { isReportOpen, type TInvolvedIndividual, type TReviewerReportDetail } from '@candor/shared';
import { ActionIcon, Button, Group, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { caseActionsApi } from '../../api/case-actions-api.ts';
import { useReportAction } from '../../hooks/use-report-action.ts';
import { ConfirmDeleteModal } from './confirm-delete-modal.tsx';
import { InvolvedModal } from './involved-modal.tsx';

function RemoveDialog(props: { report: TReviewerReportDetail; person: TInvolvedIndividual; onClose: () => void }) {
  const { t } = useTranslation();
  const name = `${props.person.firstName} ${props.person.lastName}`;
  const remove = useReportAction(
    () => caseActionsApi.deleteInvolved(props.report.referenceId, props.person.id),
    {
      error: 'feedback.reviewer.involvedIndividuals.deleteFail',
    },
    props.onClose,
  );
  return (
    <ConfirmDeleteModal
      opened
      title={t('reviewer.involved.removeTitle')}
      text={t('reviewer.involved.removeConfirm', { name })}
      pending={remove.isPending}
      onCancel={props.onClose}
      onConfirm={() => remove.mutate(undefined)}
    />
  );
}

/**
 * The report's involved individuals, shown when the report's flag says so (spec 001 §2);
 * on an open report reviewers add and remove them.
 */
export function InvolvedIndividuals({ report }: { report: TReviewerReportDetail }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TInvolvedIndividual | null>(null);
  if (!report.showInvolvedIndividuals) return null;
  const editable = isReportOpen(report.statusId) && report.userPermissions.includes('VIEW_REPORT');
  const people = report.involvedIndividualList;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="involved-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg" id="involved-title">
          {t('reviewer.involved.title')}
        </Title>
        {editable && (
          <Button variant="light" leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
            {t('reviewer.involved.add')}
          </Button>
        )}
      </Group>
      {people.length === 0 ? (
        <Text size="sm">{t('reviewer.involved.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table data-testid="involved-individuals">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reviewer.involved.name')}</Table.Th>
                <Table.Th>{t('reviewer.involved.fields.employeeId')}</Table.Th>
                <Table.Th>{t('reviewer.involved.fields.role')}</Table.Th>
                <Table.Th>{t('reviewer.involved.fields.jobTitle')}</Table.Th>
                <Table.Th>{t('reviewer.involved.fields.location')}</Table.Th>
                {editable && (
                  <Table.Th>
                    <VisuallyHidden>{t('reviewer.common.delete')}</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.map((p) => {
                const name = `${p.firstName} ${p.lastName}`;
                return (
                  <Table.Tr key={p.id}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>{p.employeeId}</Table.Td>
                    <Table.Td>{t(`reviewer.involved.roles.${p.role}`)}</Table.Td>
                    <Table.Td>{p.jobTitle || p.position}</Table.Td>
                    <Table.Td>{p.location}</Table.Td>
                    {editable && (
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red.9"
                          aria-label={t('reviewer.involved.remove', { name })}
                          onClick={() => setRemoving(p)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {adding && <InvolvedModal report={report} onClose={() => setAdding(false)} />}
      {removing && <RemoveDialog report={report} person={removing} onClose={() => setRemoving(null)} />}
    </Paper>
  );
}
