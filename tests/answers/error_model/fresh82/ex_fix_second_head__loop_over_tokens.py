# exercise: ex_fix_second_head
# mistake: Looped over range(a.shape[2]) (the tokens) instead of range(a.shape[1]) (the heads), which works only when n equals h. [cond: n != h]
import torch


def ex_fix_second_head(a):
    per_head = []
    for i in range(a.shape[2]):
        head = a[0, i, :, :]
        per_head.append(head @ head.T)
    return torch.stack(per_head)


_a = torch.randn(1, 2, 2, 3)
assert torch.allclose(ex_fix_second_head(_a), (_a @ _a.transpose(2, 3))[0])
