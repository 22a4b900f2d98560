import { isWindowsPlatform } from './shell-rules';

/** Windows users get the slim scrollbar styled in styles.css (SPEC 2). */
export function markWindowsPlatform(): void {
  if (isWindowsPlatform(window.navigator.userAgent)) {
    document.documentElement.classList.add('windows-scrollbar');
  }
}
