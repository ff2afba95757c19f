# exercise: ex_fix_second_head
# mistake: The learner looped over range(a.shape[2]) (the tokens axis) instead of range(a.shape[1]) (the heads), wrapping the index with % h, so the result has n matrices instead of h. [cond: n != h]
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.shape[2]):
        head = a[0, i % a.shape[1]]
        out.append(head @ head.T)
    return torch.stack(out)
