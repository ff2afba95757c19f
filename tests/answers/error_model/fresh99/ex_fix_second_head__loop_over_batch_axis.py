# exercise: ex_fix_second_head
# mistake: The loop runs over a.shape[0] (the batch axis, always 1) instead of a.shape[1] (the heads), so only the first head is returned; heads are indexed by axis 1.
import torch


def ex_fix_second_head(a):
    omega_heads = []
    for i in range(a.shape[0]):
        q_i = a[0, i, :, :]
        omega_heads.append(q_i @ q_i.T)
    return torch.stack(omega_heads)
