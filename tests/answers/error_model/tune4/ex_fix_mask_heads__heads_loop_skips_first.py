# exercise: ex_fix_mask_heads
# mistake: The loop over heads starts at 1 (range(1, h)), so head 0 is never written and stays zeros. Loop over every head: range(h), or do all heads at once.
# mistake_zh: 头的循环从 1 开始（range(1, h)），第 0 个头从未被写入，一直是 0。应遍历每个头：range(h)，或一次处理所有头。
# keywords: loop, head 0, never written, range
import torch


def ex_fix_mask_heads(scores, pad):
    out = torch.zeros_like(scores)
    hidden = pad[:, None, :]                      # (b, 1, n): padded keys
    for head in range(1, scores.shape[1]):        # heads 1..h-1
        out[:, head] = torch.softmax(scores[:, head].masked_fill(hidden, float("-inf")), dim=-1)
    return out
