# exercise: ex_fix_mask_heads
# mistake: The return of the softmax sits inside the per-sequence for loop, so the function returns during the first pass; only the first sequence is masked. Dedent the return to after the loop.
# mistake_zh: softmax 的 return 写在逐序列的 for 循环里面，函数在第一轮就返回了，只有第一个序列被掩码；应把 return 移到循环之后。
# keywords: return, loop, first

import torch


def ex_fix_mask_heads(scores, pad):
    out = scores.clone()
    for seq in range(out.size(0)):
        out[seq, :, :, pad[seq]] = -float("inf")
        return out.softmax(dim=-1)
