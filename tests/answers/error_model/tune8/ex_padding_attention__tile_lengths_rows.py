# exercise: ex_padding_attention
# mistake: The flattened (b*h*n, n) rows get lengths.tile(h * n), which cycles over the batch, where each sequence's length must repeat for its own rows (repeat_interleave).
# mistake_zh: 展平的 (b*h*n, n) 行用了 lengths.tile(h * n)，它在批次间循环，而每个序列的长度应当在自己的行上重复（repeat_interleave）。
# keywords: repeat_interleave, length, sequence

import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    rows = scores.flatten(0, 2)
    per_row = lengths.tile(h * n)
    hidden = torch.arange(n, device=scores.device)[None, :] >= per_row[:, None]
    w = rows.masked_fill(hidden, -1e9).softmax(-1).view(b, h, n, n)
    w = torch.where(hidden.view(b, h, n, n).all(-1, keepdim=True), torch.zeros_like(w), w)
    q_pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    return w.masked_fill(q_pad[:, None, :, None], 0.0)
