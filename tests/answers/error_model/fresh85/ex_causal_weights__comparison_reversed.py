# exercise: ex_causal_weights
# mistake: Builds the mask with key index < query index, which masks the past and keeps the future; the future is where the key index is greater than the query index.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    idx = torch.arange(n, device=scores.device)
    # query i, key j: j must not come after i
    future = idx[None, :] < idx[:, None]
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
