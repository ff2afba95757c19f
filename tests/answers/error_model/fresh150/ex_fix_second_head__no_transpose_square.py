# exercise: ex_fix_second_head
# mistake: The learner fixed the head index and loops over all heads but multiplies a[0, i] @ a[0, i] without transposing the second factor; the scores are a[0, i] @ a[0, i].T (it only ran on n = d).
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.shape[1]):
        head = a[0, i]
        out.append(head @ head)
    return torch.stack(out)
