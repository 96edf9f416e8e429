// What a unique index that refuses a product or variant save means to the person saving. The checks
// before the write report a taken SKU with every other refused field; the index only fires when
// another save commits between those checks and the write. Of the unique indexes a save writes
// (migrations 002: products, product_variants, product_options, product_images), only the SKU index
// (product_variants_sku_key) guards something the merchant typed; the others guard ids and positions,
// so hitting one means another save of the same product got there first.
import { isPgError, PG_UNIQUE_VIOLATION } from '../db/db';
import { fieldError, type ApiError } from '../http/errors';

export const SKU_TAKEN = 'Another variant already uses this SKU';

const SKU_INDEX = 'product_variants_sku_key';

/** The SKU of the SKU index's violation: `Key (shop_id, sku)=(<shop>, <sku>) already exists.` */
export function takenSku(detail: string | undefined): string | null {
  const match = /^Key \(shop_id, sku\)=\(([^,]*), ([\s\S]*)\) already exists\.$/.exec(detail ?? '');
  return match ? match[2]! : null;
}

export interface UniqueAnswers {
  /** The field of the variant with this SKU (null: the database did not say which SKU). */
  skuField(sku: string | null): string;
  /**
   * Another index: the answer to a save that lost a race on the same record (the 409 of a stale
   * version, with the record as it is now). Absent: such a violation is a fault and stays one.
   */
  otherIndex?: () => Promise<ApiError>;
}

/**
 * Run a save; a unique violation on the SKU is a 422 on its variant's field, one on another index is
 * answered by `otherIndex`, never as a taken SKU.
 */
export async function answeringUniqueViolations<T>(
  save: () => Promise<T>,
  answers: UniqueAnswers,
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!isPgError(error, PG_UNIQUE_VIOLATION)) throw error;
    const { constraint, detail } = error as { constraint?: string; detail?: string };
    if (constraint === SKU_INDEX) throw fieldError(answers.skuField(takenSku(detail)), SKU_TAKEN);
    if (answers.otherIndex) throw await answers.otherIndex();
    throw error;
  }
}
