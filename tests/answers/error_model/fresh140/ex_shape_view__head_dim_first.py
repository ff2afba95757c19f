# exercise: ex_shape_view
# mistake: The learner checked with code but wrote view(b, n, head_dim, num_heads), giving (2, 4, 5, 3); the statement's view is (b, n, num_heads, head_dim), so the result is (2, 3, 5, 4).
import torch

q = torch.randn(2, 5, 12)
num_heads = 3
head_dim = 12 // num_heads
out = q.view(2, 5, head_dim, num_heads).transpose(1, 2)
ex_shape_view = tuple(out.shape)
print(ex_shape_view)
