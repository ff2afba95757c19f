# exercise: ex_causal_weights
# mistake: Built the boolean mask with SDPA's convention (True = may attend, tril) but passed it to masked_fill, which fills where True: the past is masked and the last row becomes all -inf (NaN); masked_fill needs True above the diagonal (triu, diagonal=1).
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    attn_mask = torch.ones(n, n, dtype=torch.bool, device=scores.device).tril(diagonal=0)
    return scores.masked_fill(attn_mask, float("-inf")).softmax(dim=-1)
