/**
 * How the e2e suite and the browser bench launch Chromium: Debian's own build, headless on a machine without a
 * sandbox or GPU, nothing fetched in the background.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
