import { useId, useRef, useState } from 'react';
import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@shop/admin-api';
import { FormField, formatDate, toast } from '@shop/ui';
import { fullName } from '../../../../lib/format';
import { FormSection } from '../../../../lib/forms/FormSection';
import { issuedLink } from '../invitation-links';
import { memberState } from '../member-state';
import { useRenewInvitation } from '../queries';
import * as styles from './staff.css';

/**
 * An invited member's invitation: until when it works, the link when this tab was given it (to copy
 * and pass on: no e-mail is sent), and a new link, which ends the old one.
 */
export function InvitationCard({ member }: { member: StaffMember }) {
  const { t } = useTranslation('settings');
  const renew = useRenewInvitation(member.id);
  const [link, setLink] = useState(() => issuedLink(member.id));
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const name = fullName(member) || member.email;
  const expiresAt = link?.expires_at ?? member.invitation_expires_at ?? 0;
  const expired = memberState(member) === 'expired' && !link;
  const date = formatDate(expiresAt);

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success(t('staff.invitation.copied'));
    } catch {
      // No clipboard here (an insecure origin, a refused permission): the link is selected instead.
      input.current?.select();
      toast.error(t('staff.invitation.copyFailed'));
    }
  };

  const newLink = async () => {
    const { invitation } = await renew.mutateAsync();
    setLink(invitation);
    toast.success(t('staff.invitation.renewed'));
  };

  return (
    <FormSection
      title={t('staff.invitation.title')}
      description={
        expired
          ? t('staff.invitation.expired', { name, date })
          : t('staff.invitation.pending', { name, date })
      }
    >
      {link ? (
        <FormField
          label={t('staff.invitation.linkLabel')}
          description={t('staff.invitation.linkHint', { name })}
        >
          {(aria) => (
            <div className={styles.linkRow}>
              <TextField.Root
                {...aria}
                ref={input}
                className={styles.linkField}
                value={link.url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button type="button" onClick={() => void copy()}>
                {t('staff.invitation.copy')}
              </Button>
            </div>
          )}
        </FormField>
      ) : null}
      <Flex direction="column" gap="1" align="start">
        <Button
          type="button"
          variant="soft"
          loading={renew.isPending}
          aria-describedby={hintId}
          onClick={() => void newLink().catch(() => undefined)}
        >
          {t('staff.invitation.renew')}
        </Button>
        <Text as="p" size="1" color="gray" id={hintId}>
          {t('staff.invitation.renewHint')}
        </Text>
      </Flex>
    </FormSection>
  );
}
