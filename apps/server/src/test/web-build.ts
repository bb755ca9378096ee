import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A built web app reduced to what the server looks for: index.html, the SPA's every page. */
export function minimalWebBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'atelier-dist-'));
  mkdirSync(path.join(dist, 'static'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  return dist;
}
