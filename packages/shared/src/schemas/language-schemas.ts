import { z } from 'zod';
import { LANGUAGE_IDS, type LanguageId } from '../i18n/languages';

export const ZLanguageId = z.enum(LANGUAGE_IDS as [LanguageId, ...LanguageId[]], 'invalidLanguage');

export const ZLanguage = z.object({ id: ZLanguageId, text: z.string() }).meta({ id: 'Language' });

export const ZLanguagesResponse = z.object({ success: z.literal(true), languages: z.array(ZLanguage) });

export type Language = z.infer<typeof ZLanguage>;
