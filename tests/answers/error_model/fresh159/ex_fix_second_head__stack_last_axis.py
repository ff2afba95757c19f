# exercise: ex_fix_second_head
# mistake: The per-head scores are stacked along dim=-1, giving (n, n, h) instead of (h, n, n); they must be stacked along dim 0.
import torch

def ex_fix_second_head(a):
    scores = [a[0, i] @ a[0, i].T for i in range(a.shape[1])]
    return torch.stack(scores, dim=-1)
