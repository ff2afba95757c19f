# exercise: ex_padding_attention
# mistake: Padded keys are masked and NaN rows set to 0, but the rows of padded queries (in sequences with length > 0) keep their weights; they must also be set to 0. [cond: a sequence with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    pad = pos[None, :] >= lengths.to(scores.device)[:, None]   # (b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    return torch.where(torch.isnan(w), torch.zeros_like(w), w)
