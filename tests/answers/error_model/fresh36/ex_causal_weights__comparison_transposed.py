# exercise: ex_causal_weights
# mistake: Builds the mask from row and column indices with the comparison written column-major, cols[:, None] > rows[None, :], which is True below the diagonal, so each query sees only itself and later keys; the future is j > i with i on the rows: cols[None, :] > rows[:, None].
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    rows = torch.arange(n, device=scores.device)
    cols = torch.arange(n, device=scores.device)
    future = cols[:, None] > rows[None, :]
    masked = scores.masked_fill(future, float('-inf'))
    return torch.softmax(masked, dim=-1)
