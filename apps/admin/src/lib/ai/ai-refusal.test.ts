import { describe, expect, it, vi } from 'vitest';
import { toast } from '@shop/ui';
import { showAiRefusal } from './ai-refusal';

type Values = { title: string; meta_title: string };

describe('showAiRefusal', () => {
  it("puts a message about an input on the form's field for it, focused, and toasts the rest", () => {
    const toastError = vi.spyOn(toast, 'error').mockImplementation(() => 'toast-id');
    const setError = vi.fn();
    showAiRefusal<Values>(
      [
        { field: 'collection_title', title: 'Required' },
        { field: 'content_mode', title: 'Choose a length' },
        { field: 'constructor', title: 'Not a field' },
      ],
      { collection_title: 'title' },
      setError,
    );
    expect(setError).toHaveBeenCalledExactlyOnceWith(
      'title',
      { type: 'server', message: 'Required' },
      { shouldFocus: true },
    );
    expect(toastError.mock.calls.map(([message]) => message)).toEqual([
      'Choose a length',
      'Not a field',
    ]);
  });

  it("adds nothing when no field was named: the app's error toast already said why", () => {
    const toastError = vi.spyOn(toast, 'error').mockImplementation(() => 'toast-id');
    const setError = vi.fn();
    showAiRefusal<Values>([], { product_title: 'title' }, setError);
    expect(setError).not.toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
  });
});
