# exercise: ex_shape_view
# mistake: Reports the shape after view but before transpose(1, 2), (2, 5, 3, 4); after the transpose it is (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
q = torch.randn(b, n, d_out)
q = q.view(b, n, num_heads, d_out // num_heads)
ex_shape_view = tuple(q.shape)
q = q.transpose(1, 2)
