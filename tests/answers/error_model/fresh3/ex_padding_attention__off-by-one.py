# exercise: ex_padding_attention
# mistake: You compare positions with > lengths instead of >= lengths, so the first padded key (position lengths) is still attended to.
# mistake_zh: 你用 > lengths 而不是 >= lengths 比较位置，所以第一个填充键（位置 lengths）仍然被关注。
# keywords: off-by-one, lengths, mask, padding

import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    idx = torch.arange(n, device=scores.device)
    pad = idx.unsqueeze(0) > lengths.unsqueeze(1)          # True = padding
    valid = ~pad
    s = scores.masked_fill(pad[:, None, None, :], -1e9)
    w = torch.softmax(s, dim=-1)
    w = w * valid[:, None, :, None]                        # 填充的 query 行清零
    return w
