/**
 * The start-up floor: a bundle that only imports @actions/core, reads one input and makes one
 * HTTP request. `scripts/bench.ts` builds it with ncc into a temp folder and times
 * `node index.js` to the request's arrival, against the Action bundle.
 */
import * as core from '@actions/core';
import { request } from 'node:http';

const url = new URL(core.getInput('base-url', { required: true }));
const req = request(url, { method: 'POST', headers: { 'x-api-key': core.getInput('api-key') } });
req.on('response', (res) => {
  res.resume();
  res.on('end', () => {
    if (res.statusCode !== 200) core.setFailed(`HTTP ${res.statusCode}`);
  });
});
req.on('error', (err) => core.setFailed(err.message));
req.end();
