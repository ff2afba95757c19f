# exercise: ex_causal_weights
# mistake: Added the BERT-style extended mask (1 - mask) * -10000 instead of filling -inf, so a future key whose score exceeds a past one by more than about 1e4 still gets weight; future keys need -inf (or finfo.min) filled, not added. [cond: scores spanning more than 1e4 within a row]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.ones(n, n, dtype=scores.dtype, device=scores.device).tril()
    extended_mask = (1.0 - mask) * -10000.0
    return torch.softmax(scores + extended_mask, dim=-1)
