# exercise: ex_fix_second_head
# mistake: Computed head.T @ head (a d × d matrix over features) instead of head @ head.T (n × n over tokens).
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.shape[1]):
        head = a[0, i]
        out.append(head.T @ head)
    return torch.stack(out)
