# exercise: ex_causal_weights
# mistake: Builds the mask with idx[None, :] < idx[:, None] (key < query), which masks the past and leaves the future visible; the future is key > query.
import torch
import torch.nn.functional as F


def ex_causal_weights(scores):
    n = scores.size(-1)
    idx = torch.arange(n, device=scores.device)
    future = idx[None, :] < idx[:, None]
    return F.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
