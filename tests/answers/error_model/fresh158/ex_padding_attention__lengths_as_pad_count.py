# exercise: ex_padding_attention
# mistake: The learner read lengths as the number of padded positions (position >= n - length) instead of the real length (position >= length).
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    start = n - lengths                      # where the padding begins
    pad = torch.arange(n, device=scores.device)[None, :] >= start[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w)
    return w * (~pad)[:, None, :, None]
