# exercise: ex_padding_attention
# mistake: Masks padded keys and replaces NaN rows with 0, but never zeroes the rows of padded queries of non-empty sequences; those rows must be set to 0 too. [cond: a sequence with 0 < length < n]
import torch
import torch.nn.functional as F


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad = torch.arange(n, device=scores.device).expand(b, n) >= lengths.unsqueeze(1)
    w = F.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    return torch.nan_to_num(w)
