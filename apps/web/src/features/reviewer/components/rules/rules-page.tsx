import {
  isRuleDuration,
  maySeeSensitiveFilter,
  NOTIFICATION_RULE_ACTION,
  NOTIFICATION_RULE_FILTER,
  newRule,
  REPORT_STATUS,
  RULE_DURATION_MAX_DAYS,
  RULES_MAX,
  type RuleDraft,
  rulesSaveBlock,
  type TNotificationRule,
  type TSavedNotificationRule,
} from '@candor/shared';
import { ActionIcon, Button, Group, Loader, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { busyProps } from '../../../../components/keep-focus.ts';
import { useFocusAfterRender } from '../../../../components/use-focus-after-render.ts';
import { usePageTitle } from '../../../../components/use-page-title.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { caseManagementUserQuery } from '../../../../lib/session/session-queries.ts';
import { insightApi, insightKeys, rulesQuery } from '../../api/insight-api.ts';
import { DayCountInput } from '../day-count-input.tsx';

const draftOf = (r: TSavedNotificationRule): RuleDraft => ({ ...r, uuid: `saved-${r.id}` });
let counter = 0;
const freshUuid = () => `new-${Date.now()}-${++counter}`;

function RuleRow(props: {
  rule: RuleDraft;
  index: number;
  sensitiveChoice: boolean;
  onChange: (r: RuleDraft) => void;
  onRemove: () => void;
  removing: boolean;
}) {
  const { t } = useTranslation();
  const { rule } = props;
  const n = props.index + 1;
  const viewed = rule.notificationRuleActionTypeId === NOTIFICATION_RULE_ACTION.VIEWED;
  // The days as typed, "1," on the way to "1,5" included; the rule holds them once they are a number.
  const [days, setDays] = useState<string | number>(rule.duration ?? '');
  const pick = (key: keyof RuleDraft) => (e: { currentTarget: { value: string } }) =>
    props.onChange({ ...rule, [key]: Number(e.currentTarget.value) });
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="rule"
      aria-label={t('reviewer.rulesAndAlerts.rule', { n })}
      component="fieldset"
    >
      {/* Aligned at the top: a field's error below it must not push the other fields up. */}
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('reviewer.rulesAndAlerts.action')}
          value={String(rule.notificationRuleActionTypeId)}
          onChange={pick('notificationRuleActionTypeId')}
          data={[
            { value: String(NOTIFICATION_RULE_ACTION.VIEWED), label: t('reviewer.rulesAndAlerts.actions.VIEWED') },
            {
              value: String(NOTIFICATION_RULE_ACTION.RESPONDED),
              label: t('reviewer.rulesAndAlerts.actions.RESPONDED'),
            },
          ]}
        />
        {viewed ? (
          <NativeSelect
            label={t('reviewer.rulesAndAlerts.status')}
            value={String(rule.statusId)}
            onChange={pick('statusId')}
            data={[
              { value: String(REPORT_STATUS.REVIEW), label: t('reviewer.rulesAndAlerts.statuses.submitted') },
              { value: String(REPORT_STATUS.UPDATED), label: t('reviewer.rulesAndAlerts.statuses.updated') },
            ]}
          />
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('reviewer.rulesAndAlerts.status')}
            </Text>
            <Text size="sm" py={6}>
              {t('reviewer.rulesAndAlerts.statuses.submittedOrUpdated')}
            </Text>
          </Stack>
        )}
        <DayCountInput
          label={t('reviewer.rulesAndAlerts.duration')}
          // As wide as its label, on one line (a wrapped label would lower this field below the others);
          // the refusal wraps within that width rather than widening the field as it appears.
          miw={140}
          styles={{ error: { width: 0, minWidth: '100%' } }}
          value={days}
          onChange={(v) => {
            setDays(v);
            props.onChange({ ...rule, duration: typeof v === 'number' ? v : null });
          }}
          error={
            // Text that is not a whole number ("1,5", "-3") holds no duration, and is refused like a wrong one.
            (typeof days === 'string' && days !== '') || (rule.duration !== null && !isRuleDuration(rule.duration))
              ? t('reviewer.rulesAndAlerts.durationInvalid', { max: RULE_DURATION_MAX_DAYS })
              : undefined
          }
        />
        {props.sensitiveChoice && (
          <NativeSelect
            label={t('reviewer.rulesAndAlerts.filter')}
            value={String(rule.notificationRuleFilterTypeId)}
            onChange={pick('notificationRuleFilterTypeId')}
            data={(['ANY', 'SENSITIVE', 'NON_SENSITIVE'] as const).map((k) => ({
              value: String(NOTIFICATION_RULE_FILTER[k]),
              label: t(`reviewer.rulesAndAlerts.filters.${k}`),
            }))}
          />
        )}
        <ActionIcon
          variant="subtle"
          color="red.8"
          size="lg"
          // Level with the fields, below their labels (a label and its gap: 1.55 rem; the button is 2 px shorter).
          mt={26}
          aria-label={t('reviewer.rulesAndAlerts.remove', { n })}
          onClick={() => !props.removing && props.onRemove()}
          {...busyProps(props.removing)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/** `/reviewer/notifications-and-alerts` (spec 001 §2, §4, §5): the user's alert rules. */
export function RulesPage() {
  const { t } = useTranslation();
  usePageTitle(t('reviewer.rulesAndAlerts.title'));
  const client = useQueryClient();
  const user = useQuery(caseManagementUserQuery).data;
  const saved = useQuery({ ...rulesQuery, refetchOnMount: 'always' });
  const [rules, setRules] = useState<RuleDraft[]>([]);
  // The saved rules, as the server has them now, fill the page once; after that the page's own
  // edits are not thrown away when a rule is deleted (a save puts the server's answer in their place).
  const loaded = useRef(false);
  useEffect(() => {
    if (!saved.data || !saved.isFetchedAfterMount || loaded.current) return;
    loaded.current = true;
    setRules(saved.data.map(draftOf));
  }, [saved.data, saved.isFetchedAfterMount]);
  // A saved rule is deleted at once, so removing one asks first (`n` as the page numbers it now;
  // kept while the question fades out).
  const [asking, setAsking] = useState<{ id: number; n: number; open: boolean } | null>(null);
  const closeQuestion = () => setAsking((a) => a && { ...a, open: false });
  const focusAfterRender = useFocusAfterRender();
  const addButton = useRef<HTMLButtonElement>(null);
  const sensitiveChoice = user ? maySeeSensitiveFilter(user) : false;
  const block = rulesSaveBlock(rules, (saved.data ?? []).map(draftOf));
  const full = rules.length >= RULES_MAX;
  const limitId = useId();

  const save = useMutation({
    mutationFn: () =>
      insightApi.saveRules(
        rules.map(
          (r): TNotificationRule => ({
            id: r.id ?? null,
            uuid: r.uuid ?? null,
            statusId: r.statusId as TNotificationRule['statusId'],
            notificationRuleActionTypeId:
              r.notificationRuleActionTypeId as TNotificationRule['notificationRuleActionTypeId'],
            notificationRuleFilterTypeId: (sensitiveChoice
              ? r.notificationRuleFilterTypeId
              : NOTIFICATION_RULE_FILTER.ANY) as TNotificationRule['notificationRuleFilterTypeId'],
            duration: r.duration ?? 0,
          }),
        ),
      ),
    meta: { httpErrors: 'local' },
    onSuccess: (list) => {
      client.setQueryData(insightKeys.rules, list);
      setRules(list.map(draftOf));
      notifications.show({ color: 'teal', message: t('reviewer.rulesAndAlerts.saveSuccess') });
    },
    onError: () => notifications.show({ color: 'red', message: t('reviewer.rulesAndAlerts.saveError') }),
  });
  // The rules whose deletion is under way, and those deleted: the dialog's end reads them as they
  // are then, not as they were when it began to fade.
  const [deleting, setDeleting] = useState<ReadonlySet<number>>(new Set());
  const deleted = useRef(new Set<number>());
  const remove = useMutation({
    mutationFn: (id: number) => insightApi.deleteRule(id),
    meta: { httpErrors: 'local' },
    onMutate: (id) => setDeleting((ids) => new Set(ids).add(id)),
    onSettled: (_, __, id) =>
      setDeleting((ids) => {
        const left = new Set(ids);
        left.delete(id);
        return left;
      }),
    onSuccess: (_, id) => {
      deleted.current.add(id);
      client.setQueryData<TSavedNotificationRule[]>(insightKeys.rules, (list) => list?.filter((r) => r.id !== id));
      setRules((list) => list.filter((r) => r.id !== id));
      focusAfterRender(() => addButton.current);
      notifications.show({ color: 'teal', message: t('reviewer.rulesAndAlerts.deleteSuccess') });
    },
    onError: () => notifications.show({ color: 'red', message: t('reviewer.rulesAndAlerts.deleteError') }),
  });

  return (
    <Stack gap="md" maw={960}>
      <Title order={1} fz={28}>
        {t('reviewer.rulesAndAlerts.title')}
      </Title>
      <Text>{t('reviewer.rulesAndAlerts.description')}</Text>
      {saved.isPending && <Loader size="sm" aria-label={t('reviewer.rulesAndAlerts.loading')} />}
      {saved.isError && (
        <Text c="red.8" role="alert">
          {t('reviewer.rulesAndAlerts.fetchAvailableNotificationRulesError')}
        </Text>
      )}
      {saved.isSuccess && (
        <>
          {rules.length === 0 && <Text>{t('reviewer.rulesAndAlerts.empty')}</Text>}
          {rules.map((r, i) => (
            <RuleRow
              key={r.uuid ?? r.id}
              rule={r}
              index={i}
              sensitiveChoice={sensitiveChoice}
              removing={deleting.has(r.id ?? -1)}
              onChange={(next) => setRules((list) => list.map((x) => (x === r ? next : x)))}
              onRemove={() =>
                r.id ? setAsking({ id: r.id, n: i + 1, open: true }) : setRules((list) => list.filter((x) => x !== r))
              }
            />
          ))}
          {block === 'duplicate' && (
            <Text c="red.8" role="status">
              {t('reviewer.rulesAndAlerts.disableSave')}
            </Text>
          )}
          <Group justify="space-between">
            <Group gap="sm">
              <Button
                ref={addButton}
                variant="default"
                leftSection={<IconPlus size={18} aria-hidden />}
                // Kept focusable: the focus stays where the last rule was added from.
                data-disabled={full || undefined}
                aria-disabled={full}
                aria-describedby={full ? limitId : undefined}
                onClick={() => !full && setRules((list) => [...list, newRule(freshUuid())])}
              >
                {t('reviewer.rulesAndAlerts.add')}
              </Button>
              {/* In the page from the start, so that the sentence is announced when it comes. */}
              <Text role="status" id={limitId}>
                {full && t('reviewer.rulesAndAlerts.limit', { max: RULES_MAX })}
              </Text>
            </Group>
            <Button disabled={block !== null} loading={save.isPending} onClick={() => save.mutate()}>
              {t('reviewer.common.save')}
            </Button>
          </Group>
        </>
      )}
      <ConfirmDialog
        opened={asking?.open === true}
        title={t('reviewer.rulesAndAlerts.removeTitle', { n: asking?.n })}
        body={t('reviewer.rulesAndAlerts.removeText')}
        confirmLabel={t('reviewer.rulesAndAlerts.remove', { n: asking?.n })}
        cancelLabel={t('reviewer.rulesAndAlerts.keep')}
        onConfirm={() => {
          if (asking?.open) remove.mutate(asking.id);
          closeQuestion();
        }}
        onCancel={closeQuestion}
        // A rule deleted before the question had faded took away the button the focus went back to.
        onClosed={() => {
          if (asking && deleted.current.has(asking.id)) addButton.current?.focus();
        }}
      />
    </Stack>
  );
}
