// The display's chime on each new call: the app's notification.mp3 (apps/web/public).
const SOUND_URL = '/notification.mp3';

let audio: HTMLAudioElement | null = null;

function element(): HTMLAudioElement {
  audio ??= new Audio(SOUND_URL);
  audio.preload = 'auto';
  return audio;
}

/**
 * Plays the chime. Browsers refuse sound until someone touched the page: then the answer is false
 * and the display asks for a tap ("tap to enable sound").
 */
export async function playChime(): Promise<boolean> {
  const sound = element();
  sound.currentTime = 0;
  try {
    await sound.play();
    return true;
  } catch {
    return false;
  }
}

/** From a tap: unlocks sound for the page (a muted play), so later calls chime unprompted. */
export async function unlockChime(): Promise<boolean> {
  const sound = element();
  sound.muted = true;
  try {
    await sound.play();
    sound.pause();
    sound.currentTime = 0;
    return true;
  } catch {
    return false;
  } finally {
    sound.muted = false;
  }
}
