/** The sign-in page's notice after a sign-out the provider did not confirm ('Logout failed', spec 8). */
export const LOGOUT_FAILED_NOTICE = 'logout-failed';
