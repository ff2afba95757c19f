# exercise: ex_padding_attention
# mistake: Padded keys are masked with -1e9 (no NaN) but the rows of padded queries are never zeroed, so they hold a distribution over the real keys (or a uniform row for length 0); those rows must be all 0. [cond: some length < n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    key_is_pad = pos[None, :] >= lengths[:, None]          # (b, n)
    key_is_pad = key_is_pad[:, None, None, :]               # (b, 1, 1, n)
    scores = scores.masked_fill(key_is_pad, -1e9)
    return torch.softmax(scores, dim=-1)
