import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerGroup } from '@shop/admin-api';
import { httpError } from '../../test/http-error';
import { conflictingRecord, useSaveConflict } from './use-save-conflict';

// A record of the contract: the answers are checked against its schema, as in development.
const recordSchema = 'customerGroupSchema';
type Rec = CustomerGroup;
const group = { id: 'cgrp_1', description: '', members_count: 2, created_at: 50 };
const mine: Rec = { ...group, name: 'Mine', updated_at: 100 };
const theirs: Rec = { ...group, name: 'Theirs', updated_at: 200 };

describe('conflictingRecord', () => {
  it('reads the current record of a 409 and nothing else', () => {
    expect(conflictingRecord(httpError(409, { current: theirs }), recordSchema)).toEqual(theirs);
    expect(conflictingRecord(httpError(422, { current: theirs }), recordSchema)).toBeUndefined();
    expect(conflictingRecord(httpError(409, { current: { id: 1 } }), recordSchema)).toBeUndefined();
    expect(conflictingRecord(new Error('offline'), recordSchema)).toBeUndefined();
  });
});

describe('useSaveConflict', () => {
  it('sends the version it edits and moves on after a save', () => {
    const { result } = renderHook(() => useSaveConflict(mine, recordSchema, vi.fn()));
    expect(result.current.version).toBe(100);
    result.current.saved({ ...mine, updated_at: 150 });
    expect(result.current.version).toBe(150);
    expect(result.current.dialogProps(vi.fn()).open).toBe(false);
  });

  it('takes theirs: loads their record and edits their version', () => {
    const load = vi.fn();
    const { result } = renderHook(() => useSaveConflict(mine, recordSchema, load));
    expect(result.current.caught(new Error('network'))).toBe(false);
    act(() => void result.current.caught(httpError(409, { current: theirs })));
    expect(result.current.dialogProps(vi.fn()).open).toBe(true);
    act(() => result.current.dialogProps(vi.fn()).onTakeTheirs());
    expect(load).toHaveBeenCalledWith(theirs);
    expect(result.current.version).toBe(200);
    expect(result.current.dialogProps(vi.fn()).open).toBe(false);
  });

  it('keeps mine: saves again against their version, in the same tick', async () => {
    const { result } = renderHook(() => useSaveConflict(mine, recordSchema, vi.fn()));
    act(() => void result.current.caught(httpError(409, { current: theirs })));
    const sentVersions: number[] = [];
    const keepMine = vi.fn(async () => {
      sentVersions.push(result.current.version);
    });
    await act(() => result.current.dialogProps(keepMine).onKeepMine());
    expect(sentVersions).toEqual([200]);
    expect(result.current.dialogProps(keepMine).open).toBe(false);
  });

  it('decide later: closes and keeps the version the form edits', () => {
    const { result } = renderHook(() => useSaveConflict(mine, recordSchema, vi.fn()));
    act(() => void result.current.caught(httpError(409, { current: theirs })));
    act(() => result.current.dialogProps(vi.fn()).onDismiss());
    expect(result.current.dialogProps(vi.fn()).open).toBe(false);
    expect(result.current.version).toBe(100);
  });
});
