/**
 * Colour for verdicts and checks, through node:util's styleText, decided once per stream:
 * FORCE_COLOR (not 0) turns it on, NO_COLOR or FORCE_COLOR=0 off, otherwise a terminal
 * gets colour and a pipe or a CI log file gets plain text.
 */
import { styleText } from 'node:util';

type Style = 'green' | 'red' | 'yellow' | 'bold' | 'dim';

/** Whether text written to `stream` should carry colour. */
export function colourOn(
  stream: { isTTY?: boolean },
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return stream.isTTY === true;
}

/** A painter for one stream: `paint('red', 'FAIL')`, or the text as it is when colour is off. */
export function painter(
  stream: { isTTY?: boolean },
  env: NodeJS.ProcessEnv = process.env,
): (style: Style | Style[], text: string) => string {
  if (!colourOn(stream, env)) return (_style, text) => text;
  // The decision is ours (above); styleText must not second-guess it from the stream.
  return (style, text) => styleText(style, text, { validateStream: false });
}
