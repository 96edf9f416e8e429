import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initOfflineTexts, WithOfflineTexts } from '../../test/WithOfflineTexts';
import { HttpError } from '../http/client';
import type { RecordedWrite } from './record-request';
import RestoredConflictDialog from './RestoredConflictDialog';
import { keepRestoredConflict, restoredConflicts } from './restored-conflicts';

const write: RecordedWrite = {
  method: 'PUT',
  url: 'customers/cus_1',
  body: { first_name: 'Aysel', updated_at: 100 },
  idempotencyKey: 'key-1',
};
const newerVersion = new HttpError(
  'ERR_BAD_REQUEST',
  { method: 'PUT', url: write.url },
  { status: 409, data: { message: 'Stale', current: { updated_at: 200 } } },
);

beforeAll(initOfflineTexts);
afterEach(cleanup);

describe('the dialog of a kept save that met a newer version', () => {
  it('keeps the change on Escape: it has no form to wait in, only the two choices decide', async () => {
    expect(keepRestoredConflict(write, newerVersion)).toBe(true);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <WithOfflineTexts>
          <RestoredConflictDialog conflict={restoredConflicts.snapshot()[0]!} />
        </WithOfflineTexts>
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('customers/cus_1');

    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeVisible();
    expect(restoredConflicts.snapshot()).toHaveLength(1);
  });
});
