import { AppError } from '../../errors/app-error';

// The refusals of lobby displays and kiosks. A revoked link, an unknown one and another business's
// device id all get the same 404.

export const displayNotFound = () => new AppError(404, 'NOT_FOUND', 'No such display');
export const kioskNotFound = () => new AppError(404, 'NOT_FOUND', 'No such kiosk');

/** A business keeps at most MAX_DEVICES_PER_KIND links of each kind. */
export const tooManyDevices = () => new AppError(409, 'TOO_MANY_DEVICES', 'Too many devices of this kind');
