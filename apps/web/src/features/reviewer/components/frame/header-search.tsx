import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../../lib/i18n.ts';
import { checkReportFailure, reviewerApi } from '../../api/reviewer-api.ts';

/**
 * The header's report search (spec 001 §2): a report ID or sequential number opens the
 * report's details when the user may see it; otherwise it says why, in place.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const search = useMutation({
    mutationFn: reviewerApi.checkReport,
    meta: { httpErrors: 'local' },
    onSuccess: (found) => {
      if (!found.userAuthorizedForReport) return setError(t('reviewer.frame.notAuthorized'));
      setValue('');
      navigate(`/reviewer/report-details/${encodeURIComponent(found.referenceId)}`);
    },
    onError: (e) => setError(t(checkReportFailure(e, 'reviewer.details.loadError'))),
  });
  return (
    <search aria-label={t('reviewer.frame.search')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const id = value.trim();
          if (id) search.mutate(id);
        }}
      >
        <TextInput
          aria-label={t('reviewer.frame.search')}
          placeholder={t('reviewer.actions.linkId')}
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          errorProps={{ role: 'alert' }}
          maxLength={40}
          w={{ base: 200, sm: 260 }}
          rightSection={
            <ActionIcon
              type="submit"
              variant="subtle"
              aria-label={t('reviewer.frame.searchGo')}
              loading={search.isPending}
            >
              <IconSearch size={18} aria-hidden />
            </ActionIcon>
          }
        />
      </form>
    </search>
  );
}
