import { useEffect, useState } from 'react';
import { Button, Popover, Text } from '@radix-ui/themes';
import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeChange, type WaitingChange } from './describe-change';
import { isRecordedWrite } from './record-request';
import { RestoredConflictDialog } from './RestoredConflictDialog';
import { startOfflineWork } from './start';
import { recordedWrite, WRITE_KEY } from './writes';

/**
 * "n changes waiting to sync", and on click (or Enter) which ones: the changes made offline that
 * wait for the connection. Shown only while there are some. It also starts the offline work of the
 * page (restoring what a previous page kept), so it is loaded after the first render, and asks
 * whose version wins when a restored save meets a newer one.
 */
export default function PendingChanges() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  useEffect(() => startOfflineWork(queryClient), [queryClient]);

  const waiting = useMutationState<WaitingChange | null>({
    filters: { mutationKey: [WRITE_KEY], status: 'pending', predicate: (m) => m.state.isPaused },
    select: (mutation) => {
      const { variables } = mutation.state;
      const write = recordedWrite(variables) ?? (isRecordedWrite(variables) ? variables : null);
      return write ? describeChange(write) : null;
    },
  }).filter((change): change is WaitingChange => change !== null);

  return (
    <>
      <RestoredConflictDialog />
      {waiting.length > 0 && (
        <WaitingChanges waiting={waiting} open={open} onOpenChange={setOpen} />
      )}
    </>
  );
}

function WaitingChanges({
  waiting,
  open,
  onOpenChange,
}: {
  waiting: WaitingChange[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('offline');
  return (
    <div
      data-testid="pending-changes"
      style={{ position: 'fixed', insetBlockEnd: 16, insetInlineEnd: 16, zIndex: 5 }}
    >
      <Popover.Root open={open} onOpenChange={onOpenChange}>
        <Popover.Trigger>
          <Button variant="surface" color="amber" onFocus={() => onOpenChange(true)}>
            {t('waiting', { count: waiting.length })}
          </Button>
        </Popover.Trigger>
        <Popover.Content maxWidth="360px" aria-label={t('listTitle')}>
          <Text as="p" size="2" weight="medium">
            {t('listTitle')}
          </Text>
          <Text as="p" size="1" color="gray">
            {t('listHint')}
          </Text>
          <ul style={{ marginBlock: 8, paddingInlineStart: 20 }}>
            {waiting.map((change, index) => (
              <li key={index}>
                <Text size="2">{t(`change.${change.kind}`, { what: change.what })}</Text>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Root>
    </div>
  );
}
