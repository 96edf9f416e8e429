import type { UseFormReturn } from 'react-hook-form';
import type { CollectionFormOutput, CollectionFormValues } from '../../form/form-values';

/** The collection form every section works on. */
export type CollectionFormApi = UseFormReturn<CollectionFormValues, unknown, CollectionFormOutput>;
