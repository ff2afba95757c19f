# exercise: ex_padding_attention
# mistake: The learner masks padded keys and replaces NaN rows by 0, but never zeroes the rows of padded queries, which still attend to the real keys; rows of queries at position >= length must be set to 0 as well. [cond: only for sequences shorter than n with length > 0]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    positions = torch.arange(n, device=scores.device)
    key_pad = positions.unsqueeze(0) >= lengths.unsqueeze(1)   # (b, n)
    key_pad = key_pad[:, None, None, :]                        # (b, 1, 1, n)
    w = torch.softmax(scores.masked_fill(key_pad, float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w
