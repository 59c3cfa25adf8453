/** The patient room of a place in the queue (the token in the address survives a reload). */
export function roomPath(entryToken: string): string {
  return `/waitingRoom/patientRoom?${new URLSearchParams({ entry: entryToken })}`;
}

/** The short link of a place: the spec's "{token}" patient-room alias. */
export function shortRoomPath(entryToken: string): string {
  return `/q/${encodeURIComponent(entryToken)}`;
}

/** The registration page of a business (what its `links.register` and QR code say). */
export function registerPath(publicId: string): string {
  return `/waitingRoom/patientnew?${new URLSearchParams({ b: publicId })}`;
}
