# exercise: ex_causal_weights
# mistake: The learner built the mask with key index < query index, which masks the past and keeps the future; the future is key index > query index.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    q_idx = torch.arange(n, device=scores.device)[:, None]
    k_idx = torch.arange(n, device=scores.device)[None, :]
    future = k_idx < q_idx
    masked = scores.masked_fill(future, float("-inf"))
    return torch.softmax(masked, dim=-1)
