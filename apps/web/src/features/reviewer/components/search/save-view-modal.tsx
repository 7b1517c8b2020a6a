import { LIMITS, viewNameClash } from '@candor/shared';
import { Alert, Button, Checkbox, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { OnDemandModal } from '../../../../components/on-demand-modal.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { viewNameError } from '../../lib/search-state.ts';

/**
 * Save view (spec 001 §5): the name trimmed, required, at most 45 characters; the default
 * checkbox waits for a name; an existing name warns that the view will be updated, and a name
 * alike but for its commas (deleting one would delete both) or its runs of spaces (shown alike) is
 * refused (decision 125).
 */
export function SaveViewModal(props: {
  opened: boolean;
  initialName: string;
  existing: string[];
  saving: boolean;
  onClose: () => void;
  onSave: (name: string, makeDefault: boolean) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.initialName);
  const [makeDefault, setMakeDefault] = useState(false);
  const clash = viewNameClash(name.trim(), props.existing);
  const error = viewNameError(name) ?? (clash === undefined ? null : 'nameClash');
  const updating = props.existing.includes(name.trim());
  // Enter in the name saves, as the Save button does.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (error === null && !props.saving) props.onSave(name.trim(), makeDefault);
  };
  return (
    <OnDemandModal
      closeButtonProps={{ 'aria-label': t('global.actions.close') }}
      opened={props.opened}
      onClose={props.onClose}
      title={t('reviewer.reportSearch.saveView')}
      centered
    >
      <form onSubmit={submit} noValidate>
        <TextInput
          label={t('reviewer.reportSearch.viewName')}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.currentTarget.value)}
          error={
            error === 'tooLong'
              ? t('reviewer.actions.nameHint', { max: LIMITS.savedViewNameMax })
              : error === 'nameClash'
                ? t('reviewer.reportSearch.viewNameClash', { name: clash })
                : undefined
          }
          data-autofocus
        />
        {updating && (
          <Alert color="yellow" mt="sm" role="status">
            {t('reviewer.reportSearch.updateView')}
          </Alert>
        )}
        <Checkbox
          mt="md"
          label={t('reviewer.reportSearch.defaultView')}
          checked={makeDefault}
          disabled={name.trim() === ''}
          onChange={(e) => setMakeDefault(e.currentTarget.checked)}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={props.onClose}>
            {t('reviewer.common.cancel')}
          </Button>
          <Button type="submit" disabled={error !== null} loading={props.saving}>
            {t('reviewer.common.save')}
          </Button>
        </Group>
      </form>
    </OnDemandModal>
  );
}
