import type { TReviewerReportDetail } from '@candor/shared';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { missingMandatoryFlex } from '../../lib/flex-fields.ts';
import { allowedActions, type CaseAction, closeDisabled, visibleTabs } from '../../lib/report-gates.ts';
import { CloseModal } from './close-modal.tsx';
import { DelegateModal } from './delegate-modal.tsx';
import { FlexWarningModal } from './flex-warning-modal.tsx';
import { LinkModal } from './link-modal.tsx';
import { MoveModal } from './move-modal.tsx';
import { RenameModal } from './rename-modal.tsx';

/**
 * The actions menu and the dialogue of the chosen action. Close first warns while a
 * mandatory additional-information question has no response (spec 001 §4); a close already
 * scheduled can still be cancelled then, and only closing now waits for the answer.
 */
export function ActionsMenu({
  report,
  onOpenAdditional,
}: {
  report: TReviewerReportDetail;
  onOpenAdditional: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<CaseAction | null>(null);
  const actions = allowedActions(report);
  const closed = closeDisabled(report);
  if (actions.length === 0 && !closed) return null;
  const close = () => setOpen(null);
  const flexMissing = visibleTabs(report).includes('additional') && missingMandatoryFlex(report).length > 0;
  const scheduled = report.scheduledCloseDate !== null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
            {t('reviewer.actions.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((a) => (
            <Menu.Item key={a} onClick={() => setOpen(a)}>
              {t(`reviewer.actions.${a}`)}
            </Menu.Item>
          ))}
          {closed && <Menu.Item disabled>{t('reviewer.actions.close')}</Menu.Item>}
        </Menu.Dropdown>
      </Menu>
      {open === 'rename' && (
        <RenameModal reportId={report.referenceId} current={report.reportName} opened onClose={close} />
      )}
      {open === 'close' && flexMissing && !scheduled && (
        <FlexWarningModal onOpenAdditional={onOpenAdditional} onClose={close} />
      )}
      {open === 'close' && (scheduled || !flexMissing) && (
        <CloseModal
          reportId={report.referenceId}
          scheduled={scheduled}
          closeNowRefused={flexMissing}
          opened
          onClose={close}
        />
      )}
      {open === 'delegate' && <DelegateModal report={report} opened onClose={close} />}
      {open === 'link' && <LinkModal report={report} opened onClose={close} />}
      {open === 'move' && <MoveModal report={report} opened onClose={close} />}
    </>
  );
}
