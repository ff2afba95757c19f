# exercise: ex_causal_weights
# mistake: Builds the mask as query_index > key_index, which hides the past instead of the future; the forbidden keys are those with key_index > query_index.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    i = torch.arange(n, device=scores.device)
    forbidden = i[:, None] > i[None, :]
    return scores.masked_fill(forbidden, float("-inf")).softmax(dim=-1)
