# exercise: ex_fix_second_head
# mistake: The learner multiplies head.T @ head, giving a (d, d) feature Gram matrix per head instead of the (n, n) token scores head @ head.T. [cond: n != d or d > 1]
import torch

SCORE_FNS = {
    "dot": lambda h: h.T @ h,
}


def ex_fix_second_head(a, kind="dot"):
    f = SCORE_FNS[kind]
    return torch.stack([f(a[0, i]) for i in range(a.shape[1])])
