import { Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import printable from '../../../../components/print/printable.module.css';
import { ScrollRegion } from '../../../../components/scroll-region.tsx';
import { usePageTitle } from '../../../../components/use-page-title.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { insightApi, reviewerAccessQuery } from '../../api/insight-api.ts';

/**
 * `/reviewer/reviewer-access` (spec 001 §2): the reviewers of each organization the user reaches
 * and who reviews each category; printed by the browser, the print recorded on the server.
 */
export function ReviewerAccessPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('reviewer.accessReport.title'));
  const report = useQuery(reviewerAccessQuery(i18n.language));
  const print = useMutation({
    mutationFn: insightApi.printReviewerAccess,
    meta: { httpErrors: 'log' },
    onSettled: () => window.print(),
  });
  const yesNo = (v: boolean) => t(v ? 'reviewer.common.yes' : 'reviewer.common.no');
  const names = (list: string[]) => (list.length ? list.join(', ') : t('reviewer.accessReport.none'));
  return (
    <Stack gap="md" className={printable.printable}>
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={28}>
          {t('reviewer.accessReport.title')}
        </Title>
        <Button
          variant="default"
          data-no-print
          leftSection={<IconPrinter size={18} aria-hidden />}
          onClick={() => print.mutate()}
          disabled={!report.isSuccess}
        >
          {t('reviewer.accessReport.print')}
        </Button>
      </Group>
      <Text>{t('reviewer.accessReport.description')}</Text>
      {report.isPending && <Loader size="sm" aria-label={t('reviewer.accessReport.loading')} />}
      {report.isError && (
        <Text c="red.8" role="alert">
          {t('reviewer.accessReport.errorLoading')}
        </Text>
      )}
      {report.data && (
        <>
          <Paper withBorder radius="md" p="md" data-testid="reviewers-by-organization">
            <Title order={2} fz={20} mb="sm">
              {t('reviewer.accessReport.reviewersTitle')}
            </Title>
            <ScrollRegion label={t('reviewer.accessReport.reviewersTitle')}>
              <Table withTableBorder aria-label={t('reviewer.accessReport.reviewersTitle')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('reviewer.accessReport.columns.name')}</Table.Th>
                    <Table.Th>{t('reviewer.accessReport.columns.login')}</Table.Th>
                    <Table.Th>{t('reviewer.accessReport.columns.email')}</Table.Th>
                    <Table.Th>{t('reviewer.accessReport.columns.phone')}</Table.Th>
                    <Table.Th>{t('reviewer.accessReport.columns.sendEmail')}</Table.Th>
                    <Table.Th>{t('reviewer.accessReport.columns.delegate')}</Table.Th>
                    <Table.Th>{t('reviewer.accessReport.columns.programAdmin')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                {report.data.organizations.map((o) => (
                  <Table.Tbody key={o.orgId}>
                    <Table.Tr bg="gray.1">
                      <Table.Th
                        colSpan={7}
                        scope="colgroup"
                        style={{ paddingLeft: `${0.75 + o.generation * 0.75}rem` }}
                      >
                        {o.orgName}
                      </Table.Th>
                    </Table.Tr>
                    {o.reviewers.length === 0 ? (
                      <Table.Tr>
                        <Table.Td colSpan={7}>{t('reviewer.accessReport.noReviewers')}</Table.Td>
                      </Table.Tr>
                    ) : (
                      o.reviewers.map((r) => (
                        <Table.Tr key={r.login}>
                          <Table.Td>{r.name}</Table.Td>
                          <Table.Td>{r.login}</Table.Td>
                          <Table.Td>{r.email}</Table.Td>
                          <Table.Td>{r.phone ?? ''}</Table.Td>
                          <Table.Td>{yesNo(r.sendEmail)}</Table.Td>
                          <Table.Td>{yesNo(r.delegate)}</Table.Td>
                          <Table.Td>{yesNo(r.programAdmin)}</Table.Td>
                        </Table.Tr>
                      ))
                    )}
                  </Table.Tbody>
                ))}
              </Table>
            </ScrollRegion>
          </Paper>
          <Paper withBorder radius="md" p="md" data-testid="category-access">
            <Title order={2} fz={20} mb="sm">
              {t('reviewer.accessReport.categoriesTitle')}
            </Title>
            <ScrollRegion label={t('reviewer.accessReport.categoriesTitle')}>
              <Table withTableBorder striped aria-label={t('reviewer.accessReport.categoriesTitle')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('reviewer.accessReport.columns.category')}</Table.Th>
                    <Table.Th>{t('reviewer.accessReport.columns.masterReviewers')}</Table.Th>
                    <Table.Th>{t('reviewer.accessReport.columns.authorizedReviewers')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.data.categories.map((c) => (
                    <Table.Tr key={c.categoryId}>
                      <Table.Th scope="row" fw={400}>
                        {c.categoryName}
                      </Table.Th>
                      <Table.Td>{names(c.masterReviewers)}</Table.Td>
                      <Table.Td>{names(c.authorizedReviewers)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
          </Paper>
        </>
      )}
    </Stack>
  );
}
