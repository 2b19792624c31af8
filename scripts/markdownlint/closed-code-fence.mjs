// markdownlint rule: every fenced code block is closed. CommonMark lets an unclosed fence run
// to the end of the file, so the rest renders as code and its links die; no default rule
// reports it. A fence's opening and closing marks are its two `codeFencedFence` tokens.

/** @param {readonly { type: string; startLine: number; children: readonly unknown[] }[]} tokens */
function* fencedBlocks(tokens) {
  for (const token of tokens) {
    if (token.type === 'codeFenced') yield token;
    else yield* fencedBlocks(token.children);
  }
}

export default {
  names: ['closed-code-fence'],
  description: 'Fenced code block is closed before the end of the file',
  tags: ['code'],
  parser: 'micromark',
  function: (params, onError) => {
    for (const block of fencedBlocks(params.parsers.micromark.tokens)) {
      const fences = block.children.filter((t) => t.type === 'codeFencedFence');
      if (fences.length < 2)
        onError({
          lineNumber: block.startLine,
          detail: 'Close it with a line of the same fence characters.',
        });
    }
  },
};
