# exercise: ex_padding_attention
# mistake: Clamps the lengths to at least 1 to avoid NaN, so a sequence of length 0 gets its first position treated as real (its first query attends to key 0 with weight 1) instead of all-zero rows. [cond: some length is 0]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, n2 = scores.shape
    assert n == n2 and lengths.shape == (b,)
    lengths = lengths.to(scores.device).long().clamp(min=1)  # length 0 would give NaN rows
    pos = torch.arange(n, device=scores.device)
    pad = pos[None, :] >= lengths[:, None]  # (b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    return w.masked_fill(pad[:, None, :, None], 0.0)
