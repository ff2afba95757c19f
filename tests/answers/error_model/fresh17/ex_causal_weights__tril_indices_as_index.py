# exercise: ex_causal_weights
# mistake: Indexed the mask with the (2, K) tensor from torch.tril_indices as a single index, which selects whole rows rather than (row, col) pairs, so every row is cleared and nothing is masked; it needs mask[idx[0], idx[1]].
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.ones(n, n, dtype=torch.bool, device=scores.device)
    idx = torch.tril_indices(n, n, device=scores.device)  # allowed positions, j <= i
    mask[idx] = False
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
