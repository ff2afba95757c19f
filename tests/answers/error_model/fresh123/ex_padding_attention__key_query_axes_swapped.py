# exercise: ex_padding_attention
# mistake: Swaps the axes of the two masks: the -inf fill uses [:, None, :, None] (masks query rows) and the zeroing uses [:, None, None, :] (zeroes key columns), so real queries still attend to padded keys before the columns are zeroed and rows no longer sum to 1; keys need [:, None, None, :] inside the softmax.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    rows = padded[:, None, :, None]
    cols = padded[:, None, None, :]
    weights = torch.softmax(scores.masked_fill(rows, float('-inf')), dim=-1)
    weights = torch.nan_to_num(weights)
    return weights.masked_fill(cols, 0.0)
