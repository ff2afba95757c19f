# exercise: ex_shape_view
# mistake: The learner answers with .stride() of the transposed tensor, (60, 4, 12, 1), instead of its shape (2, 3, 5, 4).
import torch

q = torch.empty(2, 5, 12)
t = q.view(2, 5, 3, 4).transpose(1, 2)
print(t.is_contiguous(), t.shape, t.stride())
ex_shape_view = tuple(t.stride())
