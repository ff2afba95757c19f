# exercise: ex_shape_view
# mistake: The learner puts head_dim where the heads go (view(b, n, head_dim, num_heads) read as 4 heads of 3), answering (2, 4, 5, 3); with 3 heads of size 4 the shape is (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12)
num_heads = 3
x = q.view(2, 5, 12 // num_heads, num_heads).transpose(1, 2)
ex_shape_view = tuple(x.shape)
print(ex_shape_view)
