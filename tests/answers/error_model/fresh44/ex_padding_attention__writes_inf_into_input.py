# exercise: ex_padding_attention
# mistake: Writes -inf into the caller's scores tensor in place (scores[i, :, :, L:] = -inf), so the input is modified; the mask must be applied to a copy (masked_fill, not assignment into scores).
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    for i in range(b):
        L = int(lengths[i])
        scores[i, :, :, L:] = float("-inf")
    weights = torch.softmax(scores, dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    for i in range(b):
        L = int(lengths[i])
        weights[i, :, L:, :] = 0.0
    return weights
