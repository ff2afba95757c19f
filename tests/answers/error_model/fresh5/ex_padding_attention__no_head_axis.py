# exercise: ex_padding_attention
# mistake: pad[:, None, :] has shape (b, 1, n), which broadcasting lines up as (1, b, 1, n): the batch axis meets the head axis of (b, h, n, n). It raises unless b == h (or b == 1) and then masks the wrong sequences. Index it as pad[:, None, None, :].
# mistake_zh: pad[:, None, :] 的形状是 (b, 1, n)，广播时被对齐成 (1, b, 1, n)：批次轴对上了 (b, h, n, n) 的头轴。除非 b == h（或 b == 1）否则报错，而在 b == h 时又遮错了序列。应写成 pad[:, None, None, :]。
# keywords: head axis, broadcast, batch, b == h
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    idx = torch.arange(n, device=lengths.device)
    pad = idx.expand(len(lengths), n) >= lengths.unsqueeze(-1)
    w = torch.softmax(scores.masked_fill(pad[:, None, :], -torch.inf), dim=-1)
    w = w.nan_to_num(0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
