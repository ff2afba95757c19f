# exercise: ex_fix_second_head
# mistake: Partial fix: the learner corrected the second slice to a[0, 1] but still stacks exactly two heads, so the result has shape (2, n, n) whatever h is; it must loop over all h heads. [cond: h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    print("first head:", first_head)
    print("second head:", second_head)
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
