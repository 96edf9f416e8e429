import { beforeAll, describe, expect, it } from 'vitest';
import {
  addCustomerGroupMembersBodySchema,
  CUSTOMER_GROUP_NAME_TAKEN,
  createCustomerGroupBodySchema,
  MAX_AVAILABLE,
  MIN_AVAILABLE,
  SUBCATEGORY_PARENT_REQUIRED,
  UNKNOWN_CUSTOMER,
  updateInventoryLevelBodySchema,
  uploadTooLargeMessage,
} from '@shop/admin-api';
import azValidation from '../../../public/locales/az/validation.json';
import enValidation from '../../../public/locales/en/validation.json';
import { i18n } from './i18n';
import { translateValidationMessage } from './zod-messages';

const available = updateInventoryLevelBodySchema.shape.available;
const contractMessage = (value: unknown) => available.safeParse(value).error?.issues[0]?.message;

describe('contract messages in the current language', () => {
  beforeAll(async () => {
    await i18n.init({
      lng: 'en',
      ns: ['validation'],
      resources: { en: { validation: enValidation }, az: { validation: azValidation } },
    });
  });

  it('puts the numbers of bound messages in the language', async () => {
    await i18n.changeLanguage('en');
    expect(translateValidationMessage(contractMessage(MIN_AVAILABLE - 1))).toBe(
      'Must be at least -1,000,000',
    );
    expect(translateValidationMessage(contractMessage(MAX_AVAILABLE + 1))).toBe(
      'Must be at most 1,000,000,000',
    );
    expect(translateValidationMessage('At most 100 characters')).toBe('Use at most 100 characters');
    await i18n.changeLanguage('az');
    expect(translateValidationMessage(contractMessage(MAX_AVAILABLE + 1))).toMatch(
      /1\.000\.000\.000/,
    );
  });

  it('translates fixed messages and keeps the ones it does not know', async () => {
    await i18n.changeLanguage('en');
    expect(translateValidationMessage(contractMessage(1.5))).toBe('Enter a whole number');
    expect(translateValidationMessage('Give one value for each of the 2 options')).toBe(
      'Give one value for each of the 2 options',
    );
    expect(translateValidationMessage('Give one value for each of the 1 options')).toBe(
      'Give a value for the option',
    );
    await i18n.changeLanguage('az');
    expect(translateValidationMessage(contractMessage(1.5))).toBe('Tam ədəd daxil edin');
    expect(translateValidationMessage('Something new from the server')).toBe(
      'Something new from the server',
    );
  });

  it('translates the collection rules of the contract and the server', async () => {
    await i18n.changeLanguage('en');
    expect(translateValidationMessage(SUBCATEGORY_PARENT_REQUIRED)).toBe(
      SUBCATEGORY_PARENT_REQUIRED,
    );
    expect(translateValidationMessage('At least 5 characters')).toBe('Use at least 5 characters');
    expect(translateValidationMessage('Collections nest at most 5 levels deep')).toBe(
      'Collections nest at most 5 levels deep',
    );
    await i18n.changeLanguage('az');
    expect(translateValidationMessage(SUBCATEGORY_PARENT_REQUIRED)).toBe(
      'Alt kolleksiya kimi işarələndikdə ana kolleksiya tələb olunur',
    );
    expect(translateValidationMessage('Collections nest at most 5 levels deep')).toBe(
      'Kolleksiyalar ən çoxu 5 səviyyə iç-içə ola bilər',
    );
  });

  it('translates the product and upload rules of the contract and the server', async () => {
    await i18n.changeLanguage('en');
    expect(translateValidationMessage('Add at least one value')).toBe('Add at least one value');
    expect(translateValidationMessage('At most 3 options')).toBe('At most 3 options');
    expect(
      translateValidationMessage('These options make 121 variants; at most 100 are allowed'),
    ).toBe('These options make 121 variants; at most 100 are allowed');
    expect(translateValidationMessage(uploadTooLargeMessage('image'))).toBe(
      'Max size must be 2 MB.',
    );
    await i18n.changeLanguage('az');
    expect(translateValidationMessage('Another option has this name')).toBe(
      'Başqa seçim artıq bu adı daşıyır',
    );
    expect(translateValidationMessage('At most 20 images')).toBe('Ən çoxu 20 şəkil');
    expect(translateValidationMessage(uploadTooLargeMessage('image'))).toBe(
      'Maksimum ölçü 2 MB olmalıdır.',
    );
  });

  it('translates the customer group rules of the contract and the server', async () => {
    const createMessages = createCustomerGroupBodySchema
      .safeParse({
        name: 'x'.repeat(101),
        description: 'x'.repeat(1001),
        customer_ids: Array.from({ length: 101 }, (_, i) => `cus_${i}`),
      })
      .error?.issues.map((issue) => issue.message);
    const noneChosen = addCustomerGroupMembersBodySchema.safeParse({ customer_ids: [] }).error
      ?.issues[0]?.message;
    const contract = [
      ...(createMessages ?? []),
      noneChosen,
      CUSTOMER_GROUP_NAME_TAKEN,
      UNKNOWN_CUSTOMER,
    ];

    await i18n.changeLanguage('en');
    expect(contract.map(translateValidationMessage)).toEqual([
      'Keep the name under 100 characters',
      'Keep the description under 1,000 characters',
      'Add at most 100 customers at once',
      'Choose at least one customer',
      'Another customer group already uses this name',
      'No such customer in this shop',
    ]);
    await i18n.changeLanguage('az');
    expect(contract.map(translateValidationMessage)).toEqual([
      'Ad ən çoxu 100 simvol ola bilər',
      'Təsvir ən çoxu 1.000 simvol ola bilər',
      'Bir dəfəyə ən çoxu 100 müştəri əlavə edin',
      'Ən azı bir müştəri seçin',
      'Bu addan artıq başqa müştəri qrupu istifadə edir',
      'Bu mağazada belə müştəri yoxdur',
    ]);
  });
});
