# exercise: ex_fix_second_head
# mistake: Loops over range(len(a)), but len(a) is the size of the first axis (the batch, 1), so only the first head is returned; the loop must run over a.shape[1] heads. [cond: h > 1]
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(len(a)):
        h_i = a[0, i, :, :]
        out.append(h_i @ h_i.T)
    return torch.stack(out)
