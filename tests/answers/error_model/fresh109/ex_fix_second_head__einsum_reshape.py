# exercise: ex_fix_second_head
# mistake: The learner computed the scores with einsum into (n, h, n) and then reshaped to (h, n, n), which scrambles the entries; it needs a permute (or einsum straight to 'hnm'). [cond: h > 1]
import torch


def ex_fix_second_head(a):
    _, h, n, _ = a.shape
    s = torch.einsum("bhnd,bhmd->nhm", a, a)
    return s.reshape(h, n, n)
