# exercise: ex_fix_second_head
# mistake: The learner put the transpose on the wrong side (head.T @ head), giving (d, d) feature products instead of the (n, n) token scores head @ head.T.
import torch


def ex_fix_second_head(a):
    heads = [a[0, i] for i in range(a.size(1))]
    return torch.stack([hd.T @ hd for hd in heads])
