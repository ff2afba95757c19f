# exercise: ex_fix_mask_heads
# mistake: pad.unsqueeze(1) is still (b, 1, n), the original bug: broadcasting lines b up with the head axis of (b, h, n, n); the key mask needs shape (b, 1, 1, n), pad[:, None, None, :].
# mistake_zh: pad.unsqueeze(1) 仍是 (b, 1, n)，原来的错误没有改：广播时 b 会对齐到 (b, h, n, n) 的头轴；键掩码需要形状 (b, 1, 1, n)，即 pad[:, None, None, :]。
# keywords: head, axis, broadcast, unsqueeze, shape

import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad.unsqueeze(1).to(scores.device)
    scores = scores.masked_fill(mask, -float("inf"))
    return scores.softmax(dim=-1)
