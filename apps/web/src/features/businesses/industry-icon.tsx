import type { Industry } from '@qtify/shared/domain/industry';
import { IconBriefcase, IconScissors, IconStethoscope, IconToolsKitchen2 } from '@tabler/icons-react';

const ICONS = {
  business: IconBriefcase,
  hairdresser: IconScissors,
  medical: IconStethoscope,
  restaurant: IconToolsKitchen2,
} as const;

/** The picture of an industry theme, wherever a business is shown or chosen. */
export function IndustryIcon({ industry, size = 22 }: { industry: Industry; size?: number }) {
  const Icon = ICONS[industry] ?? IconBriefcase;
  return <Icon size={size} stroke={1.7} aria-hidden="true" />;
}
