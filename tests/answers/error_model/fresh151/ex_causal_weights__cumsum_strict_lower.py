# exercise: ex_causal_weights
# mistake: The allowed-positions matrix built by cumsum uses a strict comparison, so it excludes the diagonal: each query cannot attend to itself and row 0 is all -inf (NaN). Keys j <= i must be allowed.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    col = torch.ones(n, n, device=scores.device).cumsum(dim=1)       # j + 1
    row = torch.arange(1, n + 1, device=scores.device)[:, None]        # i + 1
    allowed = col < row
    return torch.softmax(scores.masked_fill(~allowed, float('-inf')), dim=-1)
