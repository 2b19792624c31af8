import { describe, expect, it } from 'vitest';
import { client, sandbox } from './helpers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function form(content: string | Uint8Array, name: string, part = 'File'): FormData {
  const f = new FormData();
  f.append(part, new Blob([content]), name);
  return f;
}

describe('file upload (4.18)', () => {
  it('returns a fileId for a File part', async () => {
    const sb = await sandbox();
    const res = await client(sb).post('/api/workspaces/1/file/upload', form('knowledge', 'kb.pdf'));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ fileId: expect.stringMatching(UUID) });
  });

  it('rejects a missing File part, a text part and a non-multipart body', async () => {
    const sb = await sandbox();
    const api = client(sb);
    const wrongName = await api.post('/api/workspaces/1/file/upload', form('x', 'a.txt', 'file'));
    expect(wrongName.status).toBe(400);
    expect(wrongName.json.error.validationErrors.File).toEqual(['a part named File is required']);
    const text = new FormData();
    text.append('File', 'just text');
    expect((await api.post('/api/workspaces/1/file/upload', text)).status).toBe(400);
    const json = await api.post('/api/workspaces/1/file/upload', { File: 'x' });
    expect(json.status).toBe(400);
    expect(json.json.error.validationErrors['Content-Type']).toBeDefined();
    expect((await api.post('/api/workspaces/9/file/upload', form('x', 'a'))).status).toBe(404);
  });
});

describe('dataset upload (4.19)', () => {
  const upload = async (content: string | Uint8Array, name = 'dataset.csv') => {
    const sb = await sandbox();
    return client(sb).post('/api/workspaces/1/probe/custom/dataset/upload', form(content, name));
  };

  it('accepts a valid CSV and counts its data rows', async () => {
    const res = await upload(
      'prompt,expected\n"Hi, there",refuse\nSecond,answer\n\nThird,"multi\nline"\n',
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      fileId: expect.stringMatching(UUID),
      entriesRowCount: 3,
      fileName: 'dataset.csv',
    });
  });

  it.each([
    ['empty', '', /empty/],
    ['header only', 'prompt,expected\n', /no data rows/],
    ['ragged', 'prompt,expected\na,b\nc\n', /line 3 has 1 column but the header has 2/],
    ['not CSV (JSON)', '{"prompt": "x"}', /not CSV/],
    ['unclosed quote', 'prompt,expected\n"a,b\n', /not valid CSV/],
    ['binary', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]), /binary/],
  ])('rejects %s with a clear 400', async (_label, content, message) => {
    const res = await upload(content);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('BAD_REQUEST');
    expect(res.json.error.message).toMatch(message);
    expect(res.json.error.validationErrors.File[0]).toMatch(message);
  });
});
