# exercise: ex_shape_view
# mistake: In the view the learner puts head_dim before num_heads (view(2, 5, 4, 3)), so after the transpose the head axis holds 4; the view is (b, n, num_heads, head_dim) giving (2, 3, 5, 4).
import torch

b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
queries = torch.rand(b, n, d_out)
queries = queries.view(b, n, head_dim, num_heads).transpose(1, 2)
ex_shape_view = tuple(queries.shape)
