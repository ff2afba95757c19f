# exercise: ex_shape_view
# mistake: Splits the features with unflatten(-1, (-1, num_heads)), putting the head axis last (head_dim 4, then 3 heads), so after transpose(1, 2) the shape is (2, 4, 5, 3); view(b, n, num_heads, head_dim) puts the heads first: (2, 3, 5, 4).
import torch

q = torch.randn(2, 5, 12)
heads = 3
split = q.unflatten(-1, (-1, heads))
ex_shape_view = tuple(split.transpose(1, 2).shape)
print(ex_shape_view)
