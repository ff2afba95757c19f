# exercise: ex_shape_view
# mistake: Called q.transpose(1, 2) without assigning the result (as if it were in place), so the shape printed is the one before the transpose; the answer is (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
q = torch.zeros(b, n, d_out)
q = q.view(b, n, num_heads, d_out // num_heads)
q.transpose(1, 2)
ex_shape_view = tuple(q.shape)
