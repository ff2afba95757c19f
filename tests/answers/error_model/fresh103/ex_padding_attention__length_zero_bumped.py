# exercise: ex_padding_attention
# mistake: To avoid NaN the learner raises lengths of 0 to 1, so an empty sequence attends to its first key and its first query row is not 0; such rows must all be 0. [cond: a length of 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    lengths = lengths.clamp(min=1)  # empty sequences break the softmax
    pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    weights = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(-1)
    return weights.masked_fill(pad[:, None, :, None], 0.0)
