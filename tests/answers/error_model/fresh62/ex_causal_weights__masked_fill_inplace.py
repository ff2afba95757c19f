# exercise: ex_causal_weights
# mistake: masked_fill_ (in place) overwrites the caller's scores tensor with -inf above the diagonal; the weights are right but the input is modified. Use the out-of-place masked_fill.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    # fill the future keys with -inf (saves memory: no copy)
    scores.masked_fill_(future, float("-inf"))
    print("masked scores:\n", scores)
    weights = torch.softmax(scores, dim=-1)
    # row 0 should be [1, 0, 0, ...] -> yes
    return weights
