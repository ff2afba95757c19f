# exercise: ex_fix_mask_heads
# mistake: The over-built per-sequence loop runs over range(b - 1), so the last sequence of the batch is never masked; iterate over range(b) (or just broadcast pad[:, None, None, :]).
# mistake_zh: 过度设计的逐序列循环写成 range(b - 1)，批次中最后一个序列从未被遮住；应遍历 range(b)（或直接广播 pad[:, None, None, :]）。
# keywords: off-by-one, range, last sequence, loop

import torch


def ex_fix_mask_heads(scores, pad):
    scores = scores.clone()
    b = scores.shape[0]
    for i in range(b - 1):
        scores[i] = scores[i].masked_fill(pad[i][None, None, :], float('-inf'))
    return torch.softmax(scores, dim=-1)
