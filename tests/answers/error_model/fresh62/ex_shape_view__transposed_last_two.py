# exercise: ex_shape_view
# mistake: The learner's check transposes the last two axes (transpose(2, 3)) instead of transpose(1, 2), giving (2, 5, 4, 3); the answer is (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads
q = torch.randn(b, n, d_out)
q = q.view(b, n, num_heads, head_dim)
q = q.transpose(2, 3)      # swap heads and tokens
print(q.shape)
ex_shape_view = tuple(q.shape)
