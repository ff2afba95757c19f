# exercise: ex_shape_view
# mistake: Gives the shape for one sequence, (3, 5, 4), leaving out the batch axis; the result is 4-D: (2, 3, 5, 4).
import torch

q = torch.randn(5, 12)  # one sequence: 5 tokens, d_out = 12
q = q.view(5, 3, 4).transpose(0, 1)
ex_shape_view = tuple(q.shape)
