import { z } from 'zod';
import { DISPLAY_NAME_MODES } from '../domain/lobby-board';
import { isSingleLineText } from '../domain/plain-text';
import { ZBirthdate } from './date-schemas';
import { ZFullName } from './field-schemas';
import { ZPatientEntry } from './queue-schemas';

// API.md "Release 2 additions" → "Waiting room": lobby displays and kiosks, each opened by a
// revocable secret link (only its SHA-256 is stored; the token is shown once, when it is made).

export const LOBBY_DEVICE_KINDS = ['display', 'kiosk'] as const;
export type LobbyDeviceKind = (typeof LOBBY_DEVICE_KINDS)[number];

/** A label staff give the device ("TV Wartezimmer", "Tablet Eingang"); optional. */
export const ZDeviceLabel = z.string().trim().max(60, 'tooLong').refine(isSingleLineText, 'invalidCharacter');

export const ZDisplayBody = z
  .object({
    label: ZDeviceLabel.optional(),
    /** What the display shows of a person besides the ticket: nothing (default), initials, the full name. */
    names: z.enum(DISPLAY_NAME_MODES, 'invalidNames').optional(),
  })
  .nullish();
export type DisplayBody = z.infer<typeof ZDisplayBody>;

/** Change a display's label or what it shows of a person; the link stays the same. */
export const ZDisplayPatchBody = z.object({
  label: ZDeviceLabel.optional(),
  names: z.enum(DISPLAY_NAME_MODES, 'invalidNames').optional(),
});
export type DisplayPatchBody = z.infer<typeof ZDisplayPatchBody>;

export const ZKioskBody = z.object({ label: ZDeviceLabel.optional() }).nullish();
export type KioskBody = z.infer<typeof ZKioskBody>;

/** A device as staff list it (never its token: that is shown once, when made). */
export const ZLobbyDevice = z.object({
  id: z.string(),
  kind: z.enum(LOBBY_DEVICE_KINDS),
  label: z.string(),
  names: z.enum(DISPLAY_NAME_MODES).nullable(),
  createdAt: z.string(),
});
export type LobbyDevice = z.infer<typeof ZLobbyDevice>;
export const ZDisplayResponse = z.object({ success: z.literal(true), display: ZLobbyDevice });

export const ZDevicesResponse = z.object({ success: z.literal(true), devices: z.array(ZLobbyDevice) });
/** A new device with its token, once (the link is `/display/<token>` or `/kiosk/<token>`). */
export const ZNewDisplayResponse = z.object({
  success: z.literal(true),
  display: ZLobbyDevice.extend({ token: z.string() }),
});
export const ZNewKioskResponse = z.object({
  success: z.literal(true),
  kiosk: ZLobbyDevice.extend({ token: z.string() }),
});
export const ZDisplayIdParams = z.object({ businessId: z.string(), displayId: z.string() });
export const ZKioskIdParams = z.object({ businessId: z.string(), kioskId: z.string() });
export const ZDisplayTokenParams = z.object({ displayToken: z.string() });
export const ZKioskTokenParams = z.object({ kioskToken: z.string() });

/** GET /api/public/displays/:token: the board (domain/lobby-board.ts). */
export const ZDisplayBoardResponse = z.object({
  success: z.literal(true),
  /** The place's name and industry for the heading and its wording; its clock for the call times. */
  place: z.object({ name: z.string(), industry: z.string(), colorTheme: z.string(), timeZone: z.string() }),
  called: z.array(
    z.object({ ticket: z.string(), room: z.string(), calledAt: z.string(), name: z.string().optional() }),
  ),
  next: z.array(z.object({ ticket: z.string(), name: z.string().optional() })),
});
export type DisplayBoard = z.infer<typeof ZDisplayBoardResponse>;

/** GET /api/public/kiosks/:token: what the kiosk page needs to greet. */
export const ZKioskPlaceResponse = z.object({
  success: z.literal(true),
  place: z.object({ name: z.string(), industry: z.string(), colorTheme: z.string() }),
});

/** Registration at the kiosk: the self-registration's fields, the same rules. */
export const ZKioskQueueBody = z.object({
  fullName: ZFullName,
  birthdate: ZBirthdate.optional(),
  languageId: z.string().max(5, 'tooLong').optional(),
});
export type KioskQueueBody = z.infer<typeof ZKioskQueueBody>;

/** The patient's entry as the kiosk shows it: no link token (nothing personal stays on the tablet). */
export const ZKioskEntry = ZPatientEntry.extend({ ticket: z.string() });
export type KioskEntry = z.infer<typeof ZKioskEntry>;
export const ZKioskEntryResponse = z.object({ success: z.literal(true), entry: ZKioskEntry });

/** Check-in to today's appointment by name and birth date (kiosk, the QR page's "I have an appointment"). */
export const ZNameCheckInBody = z.object({
  fullName: ZFullName,
  birthdate: ZBirthdate,
  languageId: z.string().max(5, 'tooLong').optional(),
});
export type NameCheckInBody = z.infer<typeof ZNameCheckInBody>;
