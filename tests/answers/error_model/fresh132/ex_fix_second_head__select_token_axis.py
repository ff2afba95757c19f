# exercise: ex_fix_second_head
# mistake: The learner selects along axis 2 (the tokens) instead of axis 1 (the heads), so each 'head' is the i-th token of every head.
import torch


def ex_fix_second_head(a):
    outs = []
    for i in range(a.shape[1]):
        head = a.select(2, i)[0]
        outs.append(head @ head.T)
    return torch.stack(outs)
