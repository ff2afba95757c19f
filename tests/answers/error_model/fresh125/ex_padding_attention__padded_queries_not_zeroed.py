# exercise: ex_padding_attention
# mistake: masks the padded keys and replaces NaN rows with 0, but leaves the rows of padded queries (which still attend to the real keys) instead of setting them to 0. [cond: a sequence with 0 < length < n]
import torch
import torch.nn.functional as F


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad = torch.arange(n, device=scores.device).expand(b, n) >= lengths.unsqueeze(1)
    w = F.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w
