# exercise: ex_fix_second_head
# mistake: Multiplies head.T @ head, giving the (d, d) feature Gram matrix instead of the (n, n) token scores head @ head.T.
import torch


def ex_fix_second_head(a):
    jieguo = []
    for i in range(a.shape[1]):
        tou = a[0, i, :, :]
        jieguo.append(tou.T @ tou)
    return torch.stack(jieguo)
