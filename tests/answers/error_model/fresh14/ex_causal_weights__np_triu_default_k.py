# exercise: ex_causal_weights
# mistake: `torch.triu(ones(n, n))` with the default diagonal 0 (np.triu k=0) masks the diagonal too: row 0 is all −inf and its weights are NaN, other rows miss the self-weight. Right: `triu(..., diagonal=1)`.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    # np.triu(np.ones((n, n))) -> upper triangle = the future
    future = torch.triu(torch.ones(n, n, device=scores.device)).bool()
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
