# exercise: ex_padding_attention
# mistake: Masks the padded keys and removes the NaN of empty sequences, but never zeroes the rows of padded queries in sequences of length > 0; the statement wants those rows all 0. [cond: a sequence with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    weights = torch.softmax(scores.masked_fill(padded[:, None, None, :], float('-inf')), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)  # length 0 -> all -inf -> NaN
    return weights
