# exercise: ex_padding_attention
# mistake: The learner zeroes rows only for sequences of length 0 (the NaN case); rows of padded queries in other sequences keep their weights, but every padded query's row must be 0. [cond: only when some 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    key_pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)  # (b, n)
    weights = torch.softmax(scores.masked_fill(key_pad[:, None, None, :], float("-inf")), dim=-1)
    empty = lengths == 0
    weights[empty] = 0.0  # these are NaN
    return weights
