import type { UseFormReturn } from 'react-hook-form';
import type { RuleFormValues } from './form-values';

/** The form as its parts see it (the resolver's output type matters only to the submit). */
export type RuleForm = UseFormReturn<RuleFormValues>;

export const HALF = { xs: 24, md: 12 } as const;
export const THIRD = { xs: 24, md: 8 } as const;
