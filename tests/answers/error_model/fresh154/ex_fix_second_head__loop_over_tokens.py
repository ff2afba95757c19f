# exercise: ex_fix_second_head
# mistake: The learner loops over a.shape[2] (the tokens) instead of a.shape[1] (the heads), so the stack has n entries instead of h, or indexes past the last head; loop over range(a.shape[1]). [cond: n != h]
import torch


def ex_fix_second_head(a):
    results = []
    for i in range(a.shape[2]):
        head = a[0, i, :, :]
        results.append(head @ head.T)
    return torch.stack(results)
