# exercise: ex_fix_second_head
# mistake: The learner looped over range(a.shape[-1]) (the feature size d) instead of range(a.shape[1]) (the number of heads); it only works when d equals h. [cond: when d != h]
import torch


def ex_fix_second_head(a):
    scores = []
    for i in range(a.shape[-1]):
        scores.append(a[0, i] @ a[0, i].T)
    return torch.stack(scores)
