# exercise: ex_padding_attention
# mistake: Built the padding mask from lengths[0] for every sequence (right when all lengths are equal, as in the example), so other sequences are masked at the wrong place; each sequence b needs its own lengths[b]. [cond: lengths differ across the batch]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    L = int(lengths[0])  # padded batch: same length
    valid = torch.arange(n, device=scores.device) < L  # (n,)
    s = scores.masked_fill(~valid[None, None, None, :], float("-inf"))
    w = torch.softmax(s, dim=-1)
    w = w.masked_fill(~valid[None, None, :, None], 0.0)
    return torch.nan_to_num(w)
