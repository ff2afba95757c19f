# exercise: ex_padding_attention
# mistake: Used lengths[0] for every sequence of the batch instead of each sequence's own length. [cond: b > 1 with different lengths]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    L = int(lengths[0])
    w = scores.clone()
    w[..., L:] = float('-inf')
    w = torch.softmax(w, dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w[..., L:, :] = 0.0
    return w
