# exercise: ex_causal_weights
# mistake: mask j >= i hides the diagonal
# accept: rewrite.mask_shift mistake.mask_diagonal
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    i = torch.arange(n)
    hide = i[None, :] >= i[:, None]
    return torch.softmax(scores.masked_fill(hide, -float("inf")), -1)
