// @ts-check

/**
 * Text only React's development build carries: its stack-frame marker and the key warning.
 * Their presence in the output means the build ran with NODE_ENV=development.
 */
export const developmentMarkers = ['react_stack_bottom_frame', 'unique "key" prop'];

/**
 * @param {Array<{ file: string, text: string }>} scripts the built JavaScript files
 * @returns {string[]} the files that carry development-only code
 */
export function developmentFiles(scripts) {
  return scripts
    .filter(({ text }) => developmentMarkers.some((marker) => text.includes(marker)))
    .map(({ file }) => file);
}
