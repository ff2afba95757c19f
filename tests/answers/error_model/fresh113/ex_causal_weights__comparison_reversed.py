# exercise: ex_causal_weights
# mistake: The learner builds the mask with query_index > key_index, which forbids the past instead of the future (each query attends to itself and later keys); the future is key_index > query_index.
import torch


def ex_causal_weights(scores):
    assert torch.is_tensor(scores) and scores.is_floating_point()
    *_, n, m = scores.shape
    assert n == m
    idx = torch.arange(n, device=scores.device)
    q_pos = idx[:, None]
    k_pos = idx[None, :]
    future = q_pos > k_pos
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
