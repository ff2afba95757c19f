# exercise: ex_fix_second_head
# mistake: The learner computed head.T @ head, a (d, d) matrix over the features, instead of head @ head.T, the (n, n) scores between tokens. [cond: wrong values for every input; shape also wrong when n != d]
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.size(1)):
        head = a[0, i]
        out.append(head.T @ head)
    return torch.stack(out)
