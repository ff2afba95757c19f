# exercise: ex_fix_second_head
# mistake: The learner fixes the second index to a[0, 1] but still stacks exactly two heads; the result must have one score matrix per head for any h. [cond: only when h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
