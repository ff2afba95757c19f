# exercise: ex_fix_second_head
# mistake: The learner loops over range(len(a)), which is the batch size 1, so only the first head is returned; the loop must run over the heads, a.shape[1].
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(len(a)):
        head = a[0, i, :, :]
        out.append(head @ head.T)
    return torch.stack(out)
