# exercise: ex_fix_second_head
# mistake: The learner loops over range(a.shape[0]) to cover every head, but axis 0 is the batch of size 1, so only the first head is returned; the head count is a.shape[1]. [cond: only when h > 1]
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.shape[0]):
        hd_i = a[0, i, :, :]
        out.append(hd_i @ hd_i.T)
    return torch.stack(out)
