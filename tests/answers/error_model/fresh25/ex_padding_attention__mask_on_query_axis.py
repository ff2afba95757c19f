# exercise: ex_padding_attention
# mistake: The learner put the padding on the query axis (pad[:, None, :, None]) for the -inf fill as well as for the zeroing, so real queries still attend to padded keys; the -inf fill must broadcast over the key axis, pad[:, None, None, :]. [cond: some length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]  # (b, n)
    pad = pad[:, None, :, None]  # add the head axis
    scores = scores.masked_fill(pad, float("-inf"))
    weights = torch.softmax(scores, dim=-1)
    # padded rows are NaN now -> set them to 0
    return weights.masked_fill(pad, 0.0)
