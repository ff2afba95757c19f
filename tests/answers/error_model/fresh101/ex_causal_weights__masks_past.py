# exercise: ex_causal_weights
# mistake: Builds the mask with row index > column index, which marks the past keys (below the diagonal), so every query sees only itself and later keys; the future is column > row.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    future = pos[:, None] > pos[None, :]
    masked = scores.masked_fill(future, float("-inf"))
    return torch.softmax(masked, dim=-1)
