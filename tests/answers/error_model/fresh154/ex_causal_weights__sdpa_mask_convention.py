# exercise: ex_causal_weights
# mistake: The learner builds the mask the way F.scaled_dot_product_attention wants it (tril, True = allowed) but applies it with masked_fill, which fills where True: the past and the diagonal are masked instead of the future (and the last row is NaN); masked_fill needs the triu(diagonal=1) mask.
import torch
import torch.nn.functional as F


def ex_causal_weights(scores):
    n = scores.size(-1)
    causal = torch.ones(n, n, dtype=torch.bool, device=scores.device).tril()
    masked = scores.masked_fill(causal, float("-inf"))
    return F.softmax(masked, dim=-1)
