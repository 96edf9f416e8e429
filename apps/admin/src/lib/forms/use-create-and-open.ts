import { useNavigate } from 'react-router';
import { toast } from '@shop/ui';
import { LEAVE_WITHOUT_PROMPT } from './unsaved-changes';
import type { BodyFormState } from './use-body-form';

export interface CreateAndOpenOptions<Checked, Created> {
  /** The new record's form (useBodyForm): its errors are cleared on save and show a refusal. */
  state: Pick<BodyFormState<never, unknown>, 'clearFormErrors' | 'showServerErrors'>;
  /** Sends the create call (a mutation's mutateAsync); resolves the record as created. */
  create: (checked: Checked) => Promise<Created>;
  /** The toast once it is created ("Product created"). */
  createdMessage: string;
  /** The created record's page, which takes the form's place. */
  hrefOf: (created: Created) => string;
  /** Before the page moves: e.g. the form takes the values as saved. */
  onCreated?: (created: Created) => void;
  /** Besides the server's errors on their fields (a toast of its own, refused picks). */
  onRefused?: (error: unknown, checked: Checked) => void;
}

/**
 * The save of every "new" form (FormActions' onSave): creates the record, says so, and the record's
 * own page replaces the form's. Saved, so nothing is lost: no unsaved-changes prompt, and Back does
 * not return to an empty form. The move is awaited, so the fields stay disabled until the record's
 * page is there (typed meanwhile, a change would be lost with the form). A refusal puts the server's
 * errors on their fields and keeps everything typed.
 */
export function useCreateAndOpen<Checked, Created>({
  state,
  create,
  createdMessage,
  hrefOf,
  onCreated,
  onRefused,
}: CreateAndOpenOptions<Checked, Created>): (checked: Checked) => Promise<boolean> {
  const navigate = useNavigate();
  return async (checked) => {
    state.clearFormErrors();
    let created: Created;
    try {
      created = await create(checked);
    } catch (error) {
      state.showServerErrors(error);
      onRefused?.(error, checked);
      return false;
    }
    onCreated?.(created);
    toast.success(createdMessage);
    await navigate(hrefOf(created), { replace: true, state: LEAVE_WITHOUT_PROMPT });
    return true;
  };
}
