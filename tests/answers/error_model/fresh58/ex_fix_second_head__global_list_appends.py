# exercise: ex_fix_second_head
# mistake: The per-head results are appended to a module-level list that is never cleared, so from the second call on the stack also contains the previous calls' heads (or the stack fails when the shapes differ); the list must be local to the call. [cond: only from the second call on]
import torch

head_scores = []


def ex_fix_second_head(a):
    for i in range(a.shape[1]):
        head_scores.append(a[0, i] @ a[0, i].T)
    return torch.stack(head_scores)
