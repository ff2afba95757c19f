# exercise: ex_padding_attention
# mistake: The learner reads lengths as the number of padded tokens and marks positions ≥ n − length, but lengths holds the real lengths: padding is position ≥ length.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    start_of_pad = n - lengths
    pad = torch.arange(n, device=scores.device)[None] >= start_of_pad[:, None]
    weights = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(dim=-1)
    weights = weights.nan_to_num(0.0)
    weights = weights.masked_fill(pad[:, None, :, None], 0.0)
    return weights
