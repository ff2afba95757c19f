# exercise: ex_shape_view
# mistake: The learner swaps num_heads and head_dim in the view (view(b, n, 4, 3)), giving (2, 4, 5, 3); the view is (b, n, num_heads, head_dim) = (2, 5, 3, 4), so the answer is (2, 3, 5, 4).
import torch

b, n, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads
q = torch.zeros(b, n, d_out)
ex_shape_view = tuple(q.view(b, n, head_dim, num_heads).transpose(1, 2).shape)
