# exercise: ex_causal_weights
# mistake: The comparison in the mask is j < i, which blocks the past keys and keeps the future ones; the future is j > i.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.tensor([[j < i for j in range(n)] for i in range(n)], device=scores.device)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
