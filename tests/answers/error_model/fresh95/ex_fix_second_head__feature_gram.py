# exercise: ex_fix_second_head
# mistake: The learner fixed the head index and loop but wrote head.T @ head, the d x d table of feature products, instead of head @ head.T, the n x n token scores.
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.shape[1]):
        head = a[0, i, :, :]
        out.append(head.T @ head)
    return torch.stack(out)
