# exercise: ex_fix_second_head
# mistake: Only the index of the second head was fixed (a[0, 1]); the function still stacks exactly two heads, so it fails for h = 1 and drops heads for h > 2. It must loop over all a.shape[1] heads. [cond: h != 2]
import torch


def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]     # was a[0, 0] -> copy-paste bug
    print("heads differ:", not torch.equal(first_head, second_head))
    return torch.stack([first_head @ first_head.T, second_head @ second_head.T])
