import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { toast } from '@shop/ui';
import { httpError } from '../../test/http-error';
import { LEAVE_WITHOUT_PROMPT } from './unsaved-changes';
import { useCreateAndOpen, type CreateAndOpenOptions } from './use-create-and-open';

type Created = { id: string };
type Options = Omit<CreateAndOpenOptions<{ name: string }, Created>, 'hrefOf'> & {
  /** What the save resolved (true: created). */
  onDone: (saved: boolean) => void;
};

/** A "new" page whose Save creates "Summer". */
function NewRecord({ options }: { options: Options }) {
  const save = useCreateAndOpen({ ...options, hrefOf: (created) => `/records/${created.id}` });
  return (
    <button type="button" onClick={() => void save({ name: 'Summer' }).then(options.onDone)}>
      Save
    </button>
  );
}

function RecordPage() {
  return <h1>Record {useParams().id}</h1>;
}

function renderNewRecord(options: Options) {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <h1>List</h1> },
      { path: '/new', element: <NewRecord options={options} /> },
      { path: '/records/:id', Component: RecordPage },
    ],
    { initialEntries: ['/list', '/new'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the save of a "new" form', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('says the record was created and opens its page in place of the form', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => '');
    const create = vi.fn(async () => ({ id: 'rec_1' }));
    const onCreated = vi.fn();
    const onDone = vi.fn();
    const state = { clearFormErrors: vi.fn(), showServerErrors: vi.fn() };
    const router = renderNewRecord({
      state,
      create,
      createdMessage: 'Record created',
      onCreated,
      onDone,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Record rec_1' })).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith({ name: 'Summer' });
    expect(onCreated).toHaveBeenCalledWith({ id: 'rec_1' });
    expect(success).toHaveBeenCalledWith('Record created');
    expect(onDone).toHaveBeenCalledWith(true);
    expect(state.clearFormErrors).toHaveBeenCalled();
    expect(state.showServerErrors).not.toHaveBeenCalled();
    // The form's entry is replaced (Back goes to the list, not to an empty form), without the prompt.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual(LEAVE_WITHOUT_PROMPT);
  });

  it('stays on the form when the server refuses, and says nothing was created', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => '');
    const refusal = httpError(422, { errors: [{ field: 'name', title: 'Name is taken' }] });
    const onRefused = vi.fn();
    const onDone = vi.fn();
    const state = { clearFormErrors: vi.fn(), showServerErrors: vi.fn() };
    const router = renderNewRecord({
      state,
      create: () => Promise.reject(refusal),
      createdMessage: 'Record created',
      onRefused,
      onDone,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(false));
    // The server's errors go to the form (on their fields); what was typed stays.
    expect(state.showServerErrors).toHaveBeenCalledWith(refusal);
    expect(onRefused).toHaveBeenCalledWith(refusal, { name: 'Summer' });
    expect(success).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/new');
  });
});
