# exercise: ex_shape_view
# mistake: Transposed the last two axes (head_dim and heads) instead of axes 1 and 2, giving (2, 5, 4, 3); transpose(1, 2) gives (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12).view(2, 5, 3, 4)
q = q.transpose(-1, -2)
ex_shape_view = tuple(q.shape)
print(ex_shape_view)
