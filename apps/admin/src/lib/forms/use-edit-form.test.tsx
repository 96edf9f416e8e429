import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { updateCustomerGroupBodySchema, type CustomerGroup } from '@shop/admin-api';
import { ConflictDialog, ShopThemeProvider, TextareaField, TextField, toast } from '@shop/ui';
import enGeneral from '../../../public/locales/en/general.json';
import enValidation from '../../../public/locales/en/validation.json';
import { httpError } from '../../test/http-error';
import { i18n } from '../i18n/i18n';
import { plainBody } from './body-resolver';
import { FormActions } from './FormActions';
import { FormErrors } from './FormErrors';
import { FormFrame } from './FormFrame';
import { useEditForm } from './use-edit-form';

// A customer group stands in for any record: its update body (name, description) is the form's,
// checked by the contract's schema, and a 409's record is checked against the group's schema.
const group = { id: 'cgrp_1', members_count: 2, created_at: 50 };
const loaded: CustomerGroup = { ...group, name: 'Wholesale', description: '', updated_at: 100 };
const theirs: CustomerGroup = { ...group, name: 'Trade', description: 'B2B', updated_at: 200 };

const body = plainBody(updateCustomerGroupBodySchema.omit({ updated_at: true }), [
  'name',
  'description',
]);
const recordKey = ['customer-groups', 'detail', 'cgrp_1'];
const toFormValues = (record: CustomerGroup) => ({
  name: record.name,
  description: record.description,
});

type Update = (body: {
  name: string;
  description: string;
  updated_at: number;
}) => Promise<CustomerGroup>;

function GroupEditForm({
  record,
  update,
  followVersionWhileUnchanged,
}: {
  record: CustomerGroup;
  update: Update;
  followVersionWhileUnchanged?: boolean;
}) {
  const edit = useEditForm({
    record,
    recordSchema: 'customerGroupSchema',
    toFormValues,
    body,
    update,
    followVersionWhileUnchanged,
  });
  return (
    <FormFrame form={edit.form} onSubmit={edit.onSubmit} aria-label="Group">
      <FormErrors messages={edit.formErrors} />
      <TextField control={edit.form.control} name="name" label="Name" />
      <TextareaField control={edit.form.control} name="description" label="Description" />
      <FormActions
        form={edit.form}
        onSave={edit.save}
        onDiscard={edit.clearFormErrors}
        discardLabel="Discard"
        saveLabel="Save"
      />
      <ConflictDialog {...edit.conflictDialog} />
      <Link to="/elsewhere">Elsewhere</Link>
    </FormFrame>
  );
}

function show(update: Update, options: { followVersionWhileUnchanged?: boolean } = {}) {
  // The record comes from the query cache, as on a detail page: a refetch re-renders the form.
  const client = new QueryClient();
  function Page() {
    const { data } = useQuery({
      queryKey: recordKey,
      queryFn: () => loaded,
      initialData: loaded,
      staleTime: Infinity,
    });
    return <GroupEditForm record={data} update={update} {...options} />;
  }
  const router = createMemoryRouter([
    { path: '/', Component: Page },
    { path: '/elsewhere', element: <p>Somewhere else</p> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ShopThemeProvider>
          <RouterProvider router={router} />
        </ShopThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return {
    router,
    /** The record as someone else's change left it in the cache. */
    changedElsewhere: (record: CustomerGroup) =>
      act(() => {
        client.setQueryData(recordKey, record);
      }),
  };
}

const nameField = () => screen.getByRole('textbox', { name: 'Name' });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const savedAs = (record: CustomerGroup) => vi.fn<Update>(async () => record);

let toastSuccess: MockInstance<typeof toast.success>;

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { general: enGeneral, validation: enValidation } },
    defaultNS: 'general',
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  toastSuccess = vi.spyOn(toast, 'success').mockImplementation(() => 'toast-id');
});
afterEach(cleanup);

describe('useEditForm', () => {
  it('starts from the record, with Save and Discard off until a field changes', async () => {
    show(savedAs(loaded));
    expect(nameField()).toHaveValue('Wholesale');
    expect(saveButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeDisabled();

    await userEvent.type(nameField(), ' B2B');
    expect(saveButton()).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(nameField()).toHaveValue('Wholesale');
    expect(saveButton()).toBeDisabled();
  });

  it('sends the body the contract schema made, with the version edited, then starts from the save', async () => {
    const update = savedAs({ ...loaded, name: 'VIP', updated_at: 150 });
    show(update);
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), '  VIP  ');
    await userEvent.click(saveButton());

    // Trimmed by the contract's schema on the way.
    expect(update).toHaveBeenCalledExactlyOnceWith({
      name: 'VIP',
      description: '',
      updated_at: 100,
    });
    expect(toastSuccess).toHaveBeenCalledWith('Customer group saved');
    expect(nameField()).toHaveValue('VIP');
    expect(saveButton()).toBeDisabled();

    // The next save edits the version just saved.
    await userEvent.type(nameField(), ' club');
    await userEvent.click(saveButton());
    expect(update).toHaveBeenLastCalledWith({ name: 'VIP club', description: '', updated_at: 150 });
  });

  it("sends nothing the contract refuses, and shows the contract's message on its field", async () => {
    const update = savedAs(loaded);
    show(update);
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), '   ');
    await userEvent.click(saveButton());
    expect(update).not.toHaveBeenCalled();
    expect(nameField()).toHaveAccessibleDescription(expect.stringContaining('Required'));
    expect(nameField()).toHaveFocus();
  });

  it("puts the server's field errors on their fields, focuses the first, lists the rest above", async () => {
    const update = vi.fn<Update>(async () => {
      throw httpError(422, {
        message: 'Validation failed',
        errors: [
          { field: 'description', title: 'Keep it shorter' },
          { field: 'name', title: 'Another group has this name' },
          { field: 'members', title: 'The group is being merged' },
        ],
      });
    });
    show(update);
    await userEvent.type(nameField(), ' B2B');
    await userEvent.click(saveButton());

    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(description).toHaveFocus();
    expect(description).toHaveAccessibleDescription(expect.stringContaining('Keep it shorter'));
    expect(nameField()).toHaveAccessibleDescription(
      expect.stringContaining('Another group has this name'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The group is being merged');
    expect(toastSuccess).not.toHaveBeenCalled();
    // Still unsaved: the edits stay, and so does Save.
    expect(nameField()).toHaveValue('Wholesale B2B');
    expect(saveButton()).toBeEnabled();
  });

  it('on a 409 asks whose version wins; taking theirs loads the version saved meanwhile', async () => {
    show(
      vi.fn<Update>(async () =>
        Promise.reject(httpError(409, { message: 'Changed', current: theirs })),
      ),
    );
    await userEvent.type(nameField(), ' B2B');
    await userEvent.click(saveButton());

    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else saved changes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(nameField()).toHaveValue('Trade');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('B2B');
    expect(saveButton()).toBeDisabled();
  });

  it('on a 409 keeping mine saves my values again over their version', async () => {
    const update = vi
      .fn<Update>()
      .mockRejectedValueOnce(httpError(409, { message: 'Changed', current: theirs }))
      .mockResolvedValueOnce({ ...theirs, name: 'Wholesale B2B', updated_at: 250 });
    show(update);
    await userEvent.type(nameField(), ' B2B');
    await userEvent.click(saveButton());

    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else saved changes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    expect(update).toHaveBeenCalledTimes(2);
    expect(update).toHaveBeenLastCalledWith({
      name: 'Wholesale B2B',
      description: '',
      updated_at: 200,
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(toastSuccess).toHaveBeenCalledWith('Customer group saved');
    expect(saveButton()).toBeDisabled();
  });

  it('says the form has unsaved changes in its save bar, and disables every field while saving', async () => {
    let finish: (record: CustomerGroup) => void = () => {};
    const update = vi.fn<Update>(
      () =>
        new Promise<CustomerGroup>((resolve) => {
          finish = resolve;
        }),
    );
    show(update);
    const bar = screen.getByRole('group', { name: 'Save or discard changes' });
    expect(bar.querySelector('[aria-live]')).toBeEmptyDOMElement();
    await userEvent.type(nameField(), ' B2B');
    expect(bar.querySelector('[aria-live]')).toHaveTextContent('Unsaved changes');

    await userEvent.click(saveButton());
    // §4: submitting disables the form, not only its button.
    expect(nameField()).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeDisabled();
    await act(async () => finish({ ...loaded, name: 'Wholesale B2B', updated_at: 150 }));
    expect(nameField()).toBeEnabled();
    expect(nameField()).toHaveValue('Wholesale B2B');
    expect(bar.querySelector('[aria-live]')).toBeEmptyDOMElement();
  });

  it('offers to keep editing when leaving a changed form', async () => {
    const { router } = show(savedAs(loaded));
    await userEvent.type(nameField(), ' B2B');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(nameField()).toHaveValue('Wholesale B2B');
  });

  it('asks before leaving a changed form', async () => {
    const { router } = show(savedAs(loaded));
    await userEvent.type(nameField(), ' B2B');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('follows the version of a record changed elsewhere while the values it shows are unchanged', async () => {
    const update = savedAs(loaded);
    const { changedElsewhere } = show(update, { followVersionWhileUnchanged: true });
    changedElsewhere({ ...loaded, updated_at: 120 });
    await userEvent.type(nameField(), ' B2B');
    await userEvent.click(saveButton());
    expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ updated_at: 120 }));
  });

  it('keeps the version it edits when the values it shows were changed elsewhere', async () => {
    const update = savedAs(loaded);
    const { changedElsewhere } = show(update, { followVersionWhileUnchanged: true });
    changedElsewhere(theirs);
    await userEvent.type(nameField(), ' B2B');
    await userEvent.click(saveButton());
    expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ updated_at: 100 }));
  });

  it('keeps the version it edits by default, whatever changed elsewhere', async () => {
    const update = savedAs(loaded);
    const { changedElsewhere } = show(update);
    changedElsewhere({ ...loaded, updated_at: 120 });
    await userEvent.type(nameField(), ' B2B');
    await userEvent.click(saveButton());
    expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ updated_at: 100 }));
  });
});
