# exercise: ex_shape_view
# mistake: The learner gives the shape right after the view, (2, 5, 3, 4), without applying the transpose(1, 2); the answer is (2, 3, 5, 4).
import torch

b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
queries = torch.randn(b, n, d_out)
q = queries.view(b, n, num_heads, head_dim)
print(q.shape)
qt = q.transpose(1, 2)
print(qt.shape)
ex_shape_view = tuple(q.shape)
