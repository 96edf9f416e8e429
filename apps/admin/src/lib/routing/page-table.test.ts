import { describe, expect, it, vi } from 'vitest';
import { pagesFrom } from './page-table';

const Component = () => null;

describe('pagesFrom', () => {
  it('loads the table only when a page is asked for, then that page', async () => {
    const general = vi.fn(async () => ({ Component }));
    const loadTable = vi.fn(async () => ({
      default: { general, staff: async () => ({ Component }) },
    }));
    const page = pagesFrom(loadTable);

    const importer = page('general');
    expect(loadTable).not.toHaveBeenCalled();

    await expect(importer()).resolves.toEqual({ Component });
    expect(loadTable).toHaveBeenCalledTimes(1);
    expect(general).toHaveBeenCalledTimes(1);
  });
});
