# exercise: ex_fix_mask_heads
# mistake: pad[None, None, :, :] gives (1, 1, b, n), which puts the batch axis on the query axis; it runs only when b == n (wrong) or b == 1. The mask must be pad[:, None, None, :].
# mistake_zh: pad[None, None, :, :] 得到 (1, 1, b, n)，把批轴放到了查询轴上；只有 b == n（结果错误）或 b == 1 时才能运行。掩码应为 pad[:, None, None, :]。
# keywords: broadcast, batch axis, (b, 1, 1, n), mask
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, None, :, :]  # broadcast over heads and queries
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
