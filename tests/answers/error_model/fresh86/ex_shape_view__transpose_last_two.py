# exercise: ex_shape_view
# mistake: The learner checks the shape with transpose(2, 3) (swapping the last two axes like a matrix .T) instead of transpose(1, 2), and reports (2, 5, 4, 3) instead of (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12)
b, n, d_out = q.shape
num_heads = 3
out = q.view(b, n, num_heads, d_out // num_heads).transpose(2, 3)
ex_shape_view = tuple(out.shape)
