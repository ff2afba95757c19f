# exercise: ex_padding_attention
# mistake: Masks the padded keys by writing -inf into the caller's scores tensor in a loop (in place), so the input is changed as a side effect; mask a copy (masked_fill) instead.
import torch


def ex_padding_attention(scores, lengths):
    b = scores.shape[0]
    if lengths.numel() != b:
        raise ValueError("one length per sequence")
    for i in range(b):
        L = int(lengths[i])
        scores[i, :, :, L:] = float("-inf")
    weights = torch.softmax(scores, dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    for i in range(b):
        L = int(lengths[i])
        weights[i, :, L:, :] = 0.0
    return weights
