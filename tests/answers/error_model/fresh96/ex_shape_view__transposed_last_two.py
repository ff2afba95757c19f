# exercise: ex_shape_view
# mistake: Transposed the last two axes (tokens stay, heads and head_dim swap) giving (2, 5, 4, 3); transpose(1, 2) swaps axes 1 and 2: (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12)
out = q.view(2, 5, 3, 4).transpose(2, 3)
ex_shape_view = tuple(out.shape)
print(ex_shape_view)
