# exercise: ex_fix_second_head
# mistake: The learner looped over a.shape[2] (the number of tokens n) instead of a.shape[1] (the number of heads h), so the stack has n entries and crashes or stops early when n != h. [cond: n != h]
import torch


def ex_fix_second_head(a):
    out = []
    for i in range(a.shape[2]):
        node_feats = a[0, i]
        out.append(node_feats @ node_feats.T)
    return torch.stack(out)
