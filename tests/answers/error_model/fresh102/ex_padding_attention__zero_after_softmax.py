# exercise: ex_padding_attention
# mistake: The learner took the softmax over all keys and only zeroed padded keys and queries afterwards, so the real rows no longer sum to 1; padded keys must be set to -inf before the softmax. [cond: only for sequences with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    w = torch.softmax(scores, dim=-1).clone()
    for i, L in enumerate(lengths.tolist()):
        w[i, :, :, L:] = 0.0
        w[i, :, L:, :] = 0.0
    return w
