// Debian's Chromium and the flags every headless run of it takes (the journeys, Lighthouse):
// the project never downloads a browser of its own.
export const chromiumPath = '/usr/bin/chromium';

// The journeys and screenshots run in Debian's headless shell (package chromium-headless-shell):
// the same engine without the browser's windowing layer, which takes a third less of the two
// cores the journeys share with the servers. Lighthouse audits the full browser.
export const headlessShellPath = '/usr/bin/chromium-headless-shell';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
