# exercise: ex_fix_second_head
# mistake: The learner indexed the heads correctly with a[0, i] but looped over range(a.shape[0]) (the batch size, 1), so only the first head is returned; the loop must run over a.shape[1]. [cond: h > 1]
import torch


def ex_fix_second_head(a):
    scores = []
    for i in range(a.shape[0]):
        head = a[0, i, :, :]
        scores.append(head @ head.T)
    return torch.stack(scores)
