# exercise: ex_padding_attention
# mistake: Masked the padded keys but left the rows of padded queries as ordinary softmax rows; those rows must be all 0. [cond: a sequence with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)  # (b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    return torch.nan_to_num(w, nan=0.0)
