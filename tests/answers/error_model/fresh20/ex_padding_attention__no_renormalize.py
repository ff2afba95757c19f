# exercise: ex_padding_attention
# mistake: Takes the softmax over all n keys and then zeroes the padded key columns without renormalizing, so real rows sum to less than 1; the padded keys must be masked before the softmax (or the rows divided by their new sum). [cond: some 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    weights = torch.zeros_like(scores)
    for i in range(scores.shape[0]):
        L = int(lengths[i].item())
        if L == 0:
            continue  # nothing real, row stays 0
        w = torch.softmax(scores[i, :, :L, :], dim=-1)  # real queries only
        w[..., L:] = 0.0                                 # no attention to padding
        weights[i, :, :L, :] = w
    return weights
