# exercise: ex_causal_weights
# mistake: Builds the mask with key index >= query index, which also masks the diagonal, so each query cannot see itself and the first row is all -inf (NaN); the future is key index > query index.
import torch


def ex_causal_weights(scores):
    *batch, n_q, n_k = scores.shape
    q_idx = torch.arange(n_q, device=scores.device)
    k_idx = torch.arange(n_k, device=scores.device)
    future = k_idx[None, :] >= q_idx[:, None]
    return scores.masked_fill(future, float("-inf")).softmax(dim=-1)
