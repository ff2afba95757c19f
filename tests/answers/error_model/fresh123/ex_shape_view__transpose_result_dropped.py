# exercise: ex_shape_view
# mistake: Calls q.transpose(1, 2) without assigning the result (transpose is not in place), so it reports the shape after the view only, (2, 5, 3, 4), instead of (2, 3, 5, 4).
import torch

q = torch.randn(2, 5, 12)
q = q.view(2, 5, 3, 12 // 3)
q.transpose(1, 2)
ex_shape_view = tuple(q.shape)
print(ex_shape_view)
