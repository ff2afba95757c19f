# exercise: ex_fix_second_head
# mistake: The learner loops over a.shape[0], the batch axis (size 1), instead of a.shape[1], the heads, and so returns only the first head's scores. [cond: h > 1]
import torch


def ex_fix_second_head(a):
    num_heads = a.shape[0]
    out = []
    for i in range(num_heads):
        head = a[0, i]
        out.append(head @ head.T)
    return torch.stack(out)
