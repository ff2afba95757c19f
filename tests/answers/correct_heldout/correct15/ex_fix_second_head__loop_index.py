# exercise: ex_fix_second_head
# style: the starter's idea fixed with a loop over a.shape[1] heads (a[0, i], not a[0, 0]), results collected in a list and stacked.
import torch


def ex_fix_second_head(a):
    per_head = []
    for i in range(a.shape[1]):
        head = a[0, i, :, :]
        per_head.append(head @ head.T)
    return torch.stack(per_head)
