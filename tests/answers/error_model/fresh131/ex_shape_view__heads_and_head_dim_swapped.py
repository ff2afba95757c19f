# exercise: ex_shape_view
# mistake: The learner puts head_dim where num_heads goes in the view, (b, n, 4, 3), so after the transpose gets (2, 4, 5, 3); the right shape is (2, 3, 5, 4).
import torch

q = torch.zeros(2, 5, 12)
b, n, d = q.shape
heads = 3
hd = d // heads
out = q.view(b, n, hd, heads).transpose(1, 2)
print(out.shape)
ex_shape_view = tuple(out.shape)
