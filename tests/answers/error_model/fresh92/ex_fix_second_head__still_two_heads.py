# exercise: ex_fix_second_head
# mistake: Fixed the second slice to a[0, 1] but still returns exactly two heads, so it is wrong for any h other than 2. [cond: h != 2]
import torch
import torch.nn.functional as F

def ex_fix_second_head(a):
    first_head = a[0, 0, :, :]
    second_head = a[0, 1, :, :]
    return torch.stack([torch.einsum('nd,md->nm', first_head, first_head),
                        torch.einsum('nd,md->nm', second_head, second_head)])
