import type { FormMessages } from '../../messages/parts/forms';

export const azFormMessages: FormMessages = {};
