# exercise: ex_fix_second_head
# mistake: The learner fixed the second slice to a[0, 1] but still stacks exactly two heads; it must loop over all a.shape[1] heads. [cond: only when h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
