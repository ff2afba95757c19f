# exercise: ex_fix_second_head
# mistake: The learner fixed the index to a[0, 1] but still returns exactly two heads, so for any other number of heads the stack has the wrong size; it must loop over all h heads. [cond: number of heads h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
