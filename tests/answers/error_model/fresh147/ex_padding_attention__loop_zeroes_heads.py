# exercise: ex_padding_attention
# mistake: Zeroed padded query rows with weights[i, L:] in a loop, which slices the head axis (heads >= L), not the query axis; it should be weights[i, :, L:].
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    key_pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    weights = torch.softmax(scores.masked_fill(key_pad[:, None, None, :], float('-inf')), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    for i, L in enumerate(lengths.tolist()):
        weights[i, L:] = 0.0
    return weights
