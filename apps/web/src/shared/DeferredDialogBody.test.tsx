import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredDialogBody } from './DeferredDialogBody';

describe('DeferredDialogBody', () => {
  it('commits a placeholder first and the body in the deferred render that follows', async () => {
    const committed: string[] = [];
    // Each commit's added nodes, in order: the records outlive the nodes they add.
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          if (node.matches('.ant-skeleton')) committed.push('placeholder');
          else if (node.matches('p')) committed.push('body');
        }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    let bodyRenders = 0;
    function Body() {
      bodyRenders += 1;
      return <p>Isi dialog</p>;
    }
    await act(async () => {
      render(
        <DeferredDialogBody>
          <Body />
        </DeferredDialogBody>,
      );
    });
    // Mutation records are delivered in a microtask after the last commit.
    await act(async () => {});
    observer.disconnect();
    expect(screen.getByText('Isi dialog')).toBeTruthy();
    expect(committed).toEqual(['placeholder', 'body']);
    expect(bodyRenders).toBe(1);
  });
});
