# exercise: ex_causal_weights
# mistake: Builds the mask with triu(diagonal=0), which also hides the diagonal; the first row becomes all -inf (NaN), which nan_to_num turns into zeros, and every query loses its own key. The mask must use diagonal=1.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=0).bool()
    w = torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
    w = torch.nan_to_num(w)  # first row was nan
    return w
