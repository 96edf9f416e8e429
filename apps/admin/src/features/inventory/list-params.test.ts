import { describe, expect, it } from 'vitest';
import type { Location } from '@shop/admin-api';
import { chosenLocation, inventoryList, levelsQueryOf } from './list-params';

const location = (id: string, is_default = false): Location => ({
  id,
  name: id,
  address: {
    line: '1 Main St',
    line2: '',
    city: 'Baku',
    zip: 'AZ1000',
    state: null,
    country: { alpha2: 'AZ' },
  },
  fulfills_online_orders: true,
  is_default,
  created_at: 0,
  updated_at: 0,
});
const read = (search: string) => inventoryList.read(new URLSearchParams(search));

describe('inventory list state', () => {
  it('shows the default location unless the URL names another', () => {
    const locations = [location('loc_a'), location('loc_main', true), location('loc_b')];
    expect(chosenLocation(locations, undefined)?.id).toBe('loc_main');
    expect(chosenLocation(locations, 'loc_b')?.id).toBe('loc_b');
    expect(chosenLocation([location('loc_a'), location('loc_b')], undefined)?.id).toBe('loc_a');
    expect(chosenLocation(locations, 'loc_gone')).toBeUndefined();
    expect(chosenLocation([], undefined)).toBeUndefined();
  });

  it("asks for one location's levels with the search and cursor, the location in the path", () => {
    const params = read('location=loc_b&q=%20shirt%20&limit=50&starting_after=inv_9&sort=x:asc');
    expect(params.filters.location).toBe('loc_b');
    expect(levelsQueryOf(params)).toEqual({ limit: 50, q: 'shirt', starting_after: 'inv_9' });
    expect(levelsQueryOf(read(''))).toEqual({ limit: 20 });
  });

  it('keeps the search when the location changes, and starts from its first page', () => {
    const next = inventoryList.withFilter(
      read('q=shirt&starting_after=inv_9'),
      'location',
      'loc_b',
    );
    expect(inventoryList.write(next).toString()).toBe('q=shirt&location=loc_b');
  });
});
