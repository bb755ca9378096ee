// Debian's Chromium and the flags every headless run of it takes (the journeys, Lighthouse):
// the project never downloads a browser of its own.
export const chromiumPath = '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
