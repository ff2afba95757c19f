# exercise: ex_shape_view
# mistake: Checked with a single sequence (5, 12) -> view(5, 3, 4) -> transpose(0, 1), so the batch axis is missing: (3, 5, 4); with b = 2 the shape is (2, 3, 5, 4).
import torch

q = torch.randn(5, 12)           # the batch size does not change anything
q = q.view(5, 3, 4).transpose(0, 1)
ex_shape_view = tuple(q.shape)
