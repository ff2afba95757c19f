# exercise: ex_causal_weights
# mistake: The learner's mask compares query index > key index, which masks the past keys instead of the future ones; the future is key index > query index (torch.triu(..., diagonal=1)).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    mask = idx[:, None] > idx[None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
