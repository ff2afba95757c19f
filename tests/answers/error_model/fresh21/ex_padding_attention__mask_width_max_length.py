# exercise: ex_padding_attention
# mistake: The learner builds the positions with arange(lengths.max()) instead of arange(n), so the mask is too narrow and broadcasting against the (b, h, n, n) scores raises whenever every sequence is shorter than n. [cond: max(lengths) < n]
import torch


def ex_padding_attention(scores, lengths):
    lengths = lengths.to(scores.device).long()
    max_len = int(lengths.max())
    valid = torch.arange(max_len, device=scores.device)[None, :] < lengths[:, None]  # (b, n)
    pad = ~valid
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(dim=-1)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return torch.nan_to_num(w)
