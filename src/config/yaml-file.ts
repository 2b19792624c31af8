import { ConfigError } from './errors.js';

/**
 * Parses the text of a YAML file the user gave (config, ignore or target file). The parser
 * is loaded only when there is a file, off the start-up path. Bad YAML is a user mistake:
 * a ConfigError naming the input, the file and the parser's first line.
 */
export async function parseYamlFile(text: string, input: string, file: string): Promise<unknown> {
  const { parse } = await import('yaml');
  try {
    return parse(text) as unknown;
  } catch (err) {
    const first = (err as Error).message.split('\n')[0];
    throw new ConfigError(`${input}: "${file}" is not valid YAML (${first}); fix the file.`);
  }
}
