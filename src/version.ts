/** The tool's version, reported in every report and User-Agent. Kept in step with package.json by a test. */
export const TOOL_VERSION = '0.1.0';
