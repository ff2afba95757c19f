# exercise: ex_shape_view
# mistake: The learner takes head_dim and num_heads the wrong way round in the view (3 features in each of 4 heads), answering (2, 4, 5, 3); with 3 heads of 4 features the shape is (2, 3, 5, 4).
import torch

q = torch.rand(2, 5, 12)
num_heads = 3
out = q.view(2, 5, 12 // num_heads, num_heads).transpose(1, 2)
ex_shape_view = tuple(out.shape)
assert out.numel() == q.numel()
print(ex_shape_view)
