# exercise: ex_shape_view
# mistake: Computed the shape with torch but reversed it into Julia/column-major order (innermost first); the answer is PyTorch's own order (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12)
t = q.view(2, 5, 3, 4).transpose(1, 2)
# size(t) the way I am used to: fastest dim first
ex_shape_view = tuple(reversed(t.shape))
