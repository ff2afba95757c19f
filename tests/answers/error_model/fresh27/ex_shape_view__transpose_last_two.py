# exercise: ex_shape_view
# mistake: Transposed the last two axes, as for keys in q @ k.transpose(-2, -1), answering (2, 5, 4, 3); .transpose(1, 2) swaps tokens and heads: (2, 3, 5, 4).
import torch

q = torch.randn(2, 5, 12)
q = q.view(2, 5, 3, 4)
q = q.transpose(-2, -1)  # bring the heads forward
ex_shape_view = tuple(q.shape)
