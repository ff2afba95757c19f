# exercise: ex_padding_attention
# mistake: Masked only the padded keys, so padded queries still get rows of weights summing to 1; their rows must be all 0. [cond: some sequence shorter than n but not empty]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    pad = pos[None, :] >= lengths[:, None]           # (b, n), True at padding
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    # a sequence of length 0 has no key at all: give it zeros, not NaN
    return torch.where(torch.isnan(w), torch.zeros_like(w), w)
