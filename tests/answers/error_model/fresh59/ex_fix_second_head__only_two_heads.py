# exercise: ex_fix_second_head
# mistake: The learner fixes the second slice to a[0, 1] but keeps exactly two heads, so the function fails for h = 1 and ignores heads beyond the second; it must stack every head. [cond: h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    print(first_head.shape, second_head.shape)
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
