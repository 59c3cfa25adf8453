// Spec §9: the notification sound is notification.mp3 (apps/web/public); failures are only logged.
const SOUND_URL = '/notification.mp3';

let audio: HTMLAudioElement | null = null;
let primed = false;

function element(): HTMLAudioElement {
  audio ??= new Audio(SOUND_URL);
  audio.preload = 'auto';
  return audio;
}

/**
 * Browsers play sound only after the visitor touched the page. Called from a click (joining, a
 * button in the room): plays the sound muted once, which unlocks it for later, unprompted plays.
 */
export function primeNotificationSound(): void {
  if (primed) return;
  primed = true;
  const sound = element();
  sound.muted = true;
  sound
    .play()
    .then(() => {
      sound.pause();
      sound.currentTime = 0;
    })
    .catch((error: unknown) => {
      primed = false;
      console.warn('Notification sound not unlocked', error);
    })
    .finally(() => {
      sound.muted = false;
    });
}

/** Plays the notification sound; a refusal of the browser is only logged. */
export function playNotificationSound(): void {
  const sound = element();
  sound.muted = false;
  sound.currentTime = 0;
  sound.play().catch(console.warn);
}
