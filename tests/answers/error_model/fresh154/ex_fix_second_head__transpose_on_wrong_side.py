# exercise: ex_fix_second_head
# mistake: The learner fixes the head index but multiplies head.T @ head, giving (d, d) feature products instead of the (n, n) token scores head @ head.T.
import torch


def ex_fix_second_head(a):
    heads = a.unbind(dim=1)  # one tensor per head, batch axis kept
    return torch.stack([hd[0].mT @ hd[0] for hd in heads])
