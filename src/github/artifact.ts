import type { ArtifactUploader } from '../scan/ports.js';

/** Uploads with @actions/artifact, imported only when an upload is asked for (start-up time). */
export const actionArtifactUploader: ArtifactUploader = {
  async upload(name, files, rootDir, options) {
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const res = await new DefaultArtifactClient().uploadArtifact(name, files, rootDir, {
      retentionDays: options?.retentionDays ?? 30,
    });
    const id = typeof res.id === 'number' ? res.id : null;
    const server = process.env.GITHUB_SERVER_URL;
    const repo = process.env.GITHUB_REPOSITORY;
    const runId = process.env.GITHUB_RUN_ID;
    const url =
      id !== null && server && repo && runId
        ? `${server}/${repo}/actions/runs/${runId}/artifacts/${id}`
        : null;
    return { id, url };
  },
};
