/** Why the app signed the user out, shown once on the login page (sessionStorage: this tab only). */
const KEY = 'hostPortal:signedOutNotice';

export const EMAIL_CHANGED_NOTICE =
  'Your email address has changed, so you have been signed out on every device. Log in with your new email address.';
export const PASSWORD_CHANGED_NOTICE =
  'Your password has changed, so you have been signed out on every device. Log in with your new password.';

export function leaveSignedOutNotice(text: string): void {
  try {
    window.sessionStorage.setItem(KEY, text);
  } catch {
    // storage unavailable: the login page simply shows no notice
  }
}

/** The notice left for the login page, once. */
export function takeSignedOutNotice(): string | null {
  try {
    const text = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return text;
  } catch {
    return null;
  }
}
