import { LIMITS, type TReviewerReportDetail } from '@candor/shared';
import { Autocomplete, Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { IN_DIALOG_COMBOBOX } from '../../../../components/in-dialog-combobox.ts';
import { OnDemandModal } from '../../../../components/on-demand-modal.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { caseActionsApi } from '../../api/case-actions-api.ts';
import { useReportAction } from '../../hooks/use-report-action.ts';
import {
  alreadyAssigned,
  canSaveInvolved,
  emptyInvolved,
  fromEmployee,
  type InvolvedForm,
  involvedFields,
  involvedRoles,
  requiredInvolvedFields,
} from '../../lib/involved-form.ts';

/**
 * Adds an involved individual: an employee lookup from 3 characters fills the form; Save
 * waits for the names, the employee id, the role (and the location with extended fields),
 * and refuses an employee already assigned (spec 001 §5).
 */
export function InvolvedModal(props: { report: TReviewerReportDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { report } = props;
  const extended = report.extendedFields;
  const [form, setForm] = useState<InvolvedForm>(emptyInvolved);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), LIMITS.typeAheadDebounceMs);
  const lookup = useQuery({
    queryKey: ['reviewer', 'employee-lookup', debounced],
    queryFn: () => caseActionsApi.lookupEmployees(debounced),
    enabled: debounced.length >= LIMITS.employeeLookupMin,
    meta: { httpErrors: 'log' },
  });
  const found = debounced.length >= LIMITS.employeeLookupMin ? (lookup.data ?? []) : [];
  const save = useReportAction(
    (person: InvolvedForm) => caseActionsApi.addInvolved(report.referenceId, person),
    {
      error: 'feedback.reviewer.involvedIndividuals.addFail',
    },
    props.onClose,
  );
  const duplicate = alreadyAssigned(form.employeeId, report.involvedIndividualList);
  const required = new Set(requiredInvolvedFields(extended));
  const set = (field: keyof InvolvedForm, value: string) => setForm((f) => ({ ...f, [field]: value }));
  const pick = (employeeId: string) => {
    const employee = found.find((e) => e.employeeId === employeeId);
    if (employee) setForm((f) => fromEmployee(f, employee));
  };
  return (
    <OnDemandModal
      closeButtonProps={{ 'aria-label': t('global.actions.close') }}
      opened
      onClose={props.onClose}
      title={t('reviewer.involved.add')}
      centered
      size="lg"
    >
      <Autocomplete
        label={t('reviewer.involved.lookup')}
        description={t('reviewer.involved.lookupHint', { min: LIMITS.employeeLookupMin })}
        value={search}
        onChange={setSearch}
        onOptionSubmit={pick}
        data={found.map((e) => ({ value: e.employeeId, label: `${e.firstName} ${e.lastName} (${e.employeeId})` }))}
        filter={({ options }) => options}
        comboboxProps={IN_DIALOG_COMBOBOX}
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md" spacing="sm">
        {involvedFields(extended).map((field) => (
          <TextInput
            key={field}
            label={t(`reviewer.involved.fields.${field}`)}
            type={field === 'hireDate' || field === 'terminationDate' ? 'date' : 'text'}
            required={required.has(field)}
            value={form[field]}
            onChange={(e) => set(field, e.currentTarget.value)}
            error={field === 'employeeId' && duplicate ? t('reviewer.involved.alreadyAssigned') : undefined}
            maxLength={200}
          />
        ))}
        <Select
          label={t('reviewer.involved.fields.role')}
          required
          allowDeselect={false}
          data={involvedRoles(extended).map((r) => ({ value: r, label: t(`reviewer.involved.roles.${r}`) }))}
          value={form.role}
          onChange={(v) => v && set('role', v)}
          comboboxProps={IN_DIALOG_COMBOBOX}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onClose}>
          {t('reviewer.common.cancel')}
        </Button>
        <Button
          disabled={!canSaveInvolved(form, report.involvedIndividualList, extended)}
          loading={save.isPending}
          onClick={() => save.mutate(form)}
        >
          {t('reviewer.common.save')}
        </Button>
      </Group>
    </OnDemandModal>
  );
}
