# exercise: ex_padding_attention
# mistake: Takes the softmax over all keys first and then zeroes the padded keys per sequence, so real rows no longer sum to 1; padded keys must be set to -inf before the softmax.
import torch


def ex_padding_attention(scores, lengths):
    weights = torch.softmax(scores, dim=-1).clone()
    for i, L in enumerate(lengths.tolist()):
        weights[i, :, :, L:] = 0.0   # padded keys
        weights[i, :, L:, :] = 0.0   # padded queries
    return weights
