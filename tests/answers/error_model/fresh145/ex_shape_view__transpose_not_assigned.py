# exercise: ex_shape_view
# mistake: The learner called q.transpose(1, 2) without assigning the result (transpose is not in place), so they reported the shape after the view only, (2, 5, 3, 4); the answer is (2, 3, 5, 4).
import torch

b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads

queries = torch.randn(b, n, d_out)
queries = queries.view(b, n, num_heads, head_dim)
print(queries.shape)
queries.transpose(1, 2)
print(queries.shape)

ex_shape_view = tuple(queries.shape)
