# exercise: ex_shape_view
# mistake: Calls q.transpose(1, 2) without assigning the result (transpose is not in place), so it reports the shape after the view only, (2, 5, 3, 4), instead of (2, 3, 5, 4).
import torch

queries = torch.randn(2, 5, 12)
b, n, d_out = queries.shape
num_heads = 3
q = queries.view(b, n, num_heads, d_out // num_heads)
q.transpose(1, 2)
ex_shape_view = tuple(q.shape)
