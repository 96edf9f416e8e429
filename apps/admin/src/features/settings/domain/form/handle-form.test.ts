import { describe, expect, it } from 'vitest';
import { handleBody, handleToCheck } from './handle-form';

describe('the handle form', () => {
  it('asks the server about a handle only once it keeps the slug rule and differs from the saved one', () => {
    expect(handleToCheck(' Harbor-Goods ', 'demo-shop')).toBe('harbor-goods');
    expect(handleToCheck('demo-shop', 'demo-shop')).toBeNull();
    expect(handleToCheck('DEMO-SHOP', 'demo-shop')).toBeNull();
    expect(handleToCheck('shop', 'demo-shop')).toBeNull();
    expect(handleToCheck('two--dashes', 'demo-shop')).toBeNull();
    expect(handleToCheck('', 'demo-shop')).toBeNull();
  });

  it('sends the handle lowercased, and refuses one against the §5 slug rule', () => {
    expect(handleBody.schema.parse({ handle: ' My_Shop-1 ' })).toEqual({ handle: 'my_shop-1' });
    const refused = handleBody.schema.safeParse({ handle: 'ab' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('At least 5 characters');
    expect(handleBody.schema.safeParse({ handle: 'harbor-_goods' }).error?.issues[0]?.message).toBe(
      'Use letters, digits and single - or _ between them',
    );
  });
});
