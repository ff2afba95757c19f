# exercise: ex_padding_attention
# mistake: The learner masked the padded keys and replaced NaN with 0 but never zeroed the rows of padded queries, which still hold weights over the real keys; those rows must be all 0. [cond: a sequence with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    print("pad mask:", pad)
    masked = scores.masked_fill(pad[:, None, None, :], float("-inf"))
    w = torch.softmax(masked, dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w
