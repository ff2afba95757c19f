# exercise: ex_causal_weights
# mistake: The learner builds the mask with diagonal=0 so each query's own key is masked too; the first row is then all -inf and NaN, which is patched with nan_to_num, so row 0 is all zeros and every other row misses its diagonal. The mask needs diagonal=1.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device))
    w = torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
    # first row came out nan
    w = torch.nan_to_num(w)
    return w
