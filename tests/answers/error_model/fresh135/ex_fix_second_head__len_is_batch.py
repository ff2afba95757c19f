# exercise: ex_fix_second_head
# mistake: The learner looped over range(len(a)), which is the batch size 1 (axis 0), not the number of heads a.shape[1], so only the first head is returned. [cond: h > 1]
import torch


def ex_fix_second_head(a):
    scores = []
    for i in range(len(a)):
        head = a[0, i, :, :]
        scores.append(head @ head.T)
    return torch.stack(scores)
