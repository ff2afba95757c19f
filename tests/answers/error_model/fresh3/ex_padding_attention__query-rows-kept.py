# exercise: ex_padding_attention
# mistake: You mask the padded keys but never zero the rows of padded queries, which must be all 0.
# mistake_zh: 你遮住了填充的键，却没有把填充查询所在的行置为 0，这些行应全为 0。
# keywords: query, rows, zero, padding

import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    key_pad = pos[None, :] >= lengths[:, None]          # (b, n)
    masked = scores.masked_fill(key_pad[:, None, None, :], float("-inf"))
    w = torch.softmax(masked, dim=-1)
    return torch.nan_to_num(w, nan=0.0)
