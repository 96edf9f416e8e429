import { describe, expect, it } from 'vitest';
import type { Account } from '@shop/admin-api';
import { bodyResolver, fieldFinder } from '../../../../lib/forms/body-resolver';
import { emailBody, emailToForm, profileBody, profileToForm } from './account-form';

const account: Account = {
  id: 'acct_1',
  role: 'STAFF',
  permission: ['security'],
  email: 'casey@example.com',
  first_name: 'Casey',
  last_name: 'Nguyen',
  profile_image: { src: '/uploads/2025/07/abc.png' },
  updated_at: 5,
};

const options = (names: string[]) => ({
  fields: {},
  names: names as never,
  shouldUseNativeValidation: false,
});

describe('the account form', () => {
  it('starts from the account and sends names trimmed and the picture as its address', async () => {
    const values = profileToForm(account);
    expect(values).toEqual({
      first_name: 'Casey',
      last_name: 'Nguyen',
      profile_image: { src: '/uploads/2025/07/abc.png' },
    });
    const result = await bodyResolver(profileBody)(
      { ...values, first_name: ' Cassie ', profile_image: null },
      undefined,
      options(['first_name', 'last_name', 'profile_image']),
    );
    expect(result.values).toEqual({
      first_name: 'Cassie',
      last_name: 'Nguyen',
      profile_image: null,
    });
  });

  it('puts a refused picture on the uploader and a missing name on its field', async () => {
    const fieldOf = fieldFinder(profileBody.fields, profileToForm(account));
    expect(fieldOf('profile_image.src')).toBe('profile_image');
    expect(fieldOf('last_name')).toBe('last_name');
    expect(fieldOf('updated_at')).toBeUndefined();
    const result = await bodyResolver(profileBody)(
      { ...profileToForm(account), last_name: ' ' },
      undefined,
      options(['first_name', 'last_name', 'profile_image']),
    );
    expect(result.errors.last_name?.message).toBe('Required');
  });
});

describe('the e-mail form', () => {
  it('starts with the current e-mail and no password, and asks for the password', async () => {
    expect(emailToForm(account)).toEqual({ email: 'casey@example.com', password: '' });
    const result = await bodyResolver(emailBody)(
      { email: ' New@Example.com ', password: '' },
      undefined,
      options(['email', 'password']),
    );
    expect(result.errors.password?.message).toBe('Enter your password');
    const ok = await bodyResolver(emailBody)(
      { email: ' New@Example.com ', password: 'secret-1' },
      undefined,
      options(['email', 'password']),
    );
    expect(ok.values).toEqual({ email: 'new@example.com', password: 'secret-1' });
  });
});
