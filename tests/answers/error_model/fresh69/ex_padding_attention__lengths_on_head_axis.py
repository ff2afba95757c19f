# exercise: ex_padding_attention
# mistake: The learner viewed lengths as (1, b, 1, 1), which puts the batch on the head axis; it must be (b, 1, 1, 1) (or index the (b, n) mask as [:, None, None, :]). [cond: b > 1; crashes unless b equals h]
import torch

def ex_padding_attention(scores, lengths):
    L = lengths.view(1, -1, 1, 1)
    r = torch.arange(scores.shape[-1], device=scores.device)
    w = torch.softmax(scores.masked_fill(r >= L, float('-inf')), -1)
    return torch.where(r[:, None] >= L, 0., torch.nan_to_num(w, nan=0.))
